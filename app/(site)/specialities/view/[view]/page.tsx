import {
  SpecialityListView,
  specialityListViewMetadata,
} from '@/components/specialities/speciality-list-view';
import { specialitiesListIn } from '@/lib/specialities/list';

// The rewrites in next.config.mjs (and proxy.ts, for values they cannot copy) send every
// /specialities address (?category=, ?page=) here, one key per view: each view is rendered once
// and served from the cache until the data's revalidation window passes.
export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ view: string }> };

/** The whole list's first page is rendered at build time; other views on first visit. */
export function generateStaticParams() {
  return specialitiesListIn.en.staticParams();
}

export async function generateMetadata({ params }: Props) {
  return specialityListViewMetadata((await params).view, 'en');
}

export default async function Page({ params }: Props) {
  return <SpecialityListView viewKey={(await params).view} locale="en" />;
}
