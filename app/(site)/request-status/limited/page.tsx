import {
  RequestStatusLimitedPage,
  requestStatusLimitedMetadata,
} from '@/components/request-status/request-status-page';

export const metadata = requestStatusLimitedMetadata('en');

export default function Page() {
  return <RequestStatusLimitedPage locale="en" />;
}
