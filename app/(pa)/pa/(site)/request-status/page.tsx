import {
  RequestStatusPage,
  requestStatusPageMetadata,
} from '@/components/request-status/request-status-page';
import type { Query } from '@/lib/query';

type SearchParams = Promise<Query>;

export function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  return requestStatusPageMetadata('pa', searchParams);
}

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <RequestStatusPage locale="pa" searchParams={searchParams} />;
}
