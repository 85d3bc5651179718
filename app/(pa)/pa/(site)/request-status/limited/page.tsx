import {
  RequestStatusLimitedPage,
  requestStatusLimitedMetadata,
} from '@/components/request-status/request-status-page';

export const metadata = requestStatusLimitedMetadata('pa');

export default function Page() {
  return <RequestStatusLimitedPage locale="pa" />;
}
