import { DoctorsListView, doctorsListViewMetadata } from '@/components/doctors/doctors-list-view';
import { doctorsListIn } from '@/lib/doctors/list';

// The rewrites in next.config.mjs (and proxy.ts, for values they cannot copy) send every /hi/doctors
// address (?q=, ?city=, ?category=, ?page=) here, one key per view: each view is rendered once
// and served from the cache until the data's revalidation window passes.
export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ view: string }> };

/** The whole list and each city tab are rendered at build time; other views on first visit. */
export function generateStaticParams() {
  return doctorsListIn.hi.staticParams();
}

export async function generateMetadata({ params }: Props) {
  return doctorsListViewMetadata((await params).view, 'hi');
}

export default async function Page({ params }: Props) {
  return <DoctorsListView viewKey={(await params).view} locale="hi" />;
}
