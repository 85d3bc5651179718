import {
  RequestStatusLimitedPage,
  requestStatusLimitedMetadata,
} from '@/components/request-status/request-status-page';

export const metadata = requestStatusLimitedMetadata('hi');

export default function Page() {
  return <RequestStatusLimitedPage locale="hi" />;
}
