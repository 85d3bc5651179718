import { PageNotFound } from '@/components/content/page-not-found';
import { notFoundMetadata } from '@/components/content/not-found-view';
import { DoctorGridPage } from '@/components/doctors/doctor-grid-page';
import { DoctorSearchWays } from '@/components/home/doctor-search-ways';
import { doctorsPage } from '@/content/doctors-page';
import {
  DEFAULT_VIEW,
  doctorsListPage,
  doctorsViewFromKey,
  doctorsViewKey,
} from '@/lib/doctors/query';
import { getAllCategories, getDoctors, orFallback } from '@/lib/hospital-api';
import { doctorsPath } from '@/content/routes';
import { pageMetadata, pagedTitle } from '@/lib/seo/metadata';
import { suggestSpecialities } from '@/lib/search/topics';

// The rewrites in next.config.mjs (and proxy.ts, for values they cannot copy) send every /doctors
// address (?q=, ?city=, ?category=, ?page=) here, one key per view: each view is rendered once
// and served from the cache until the data's revalidation window passes.
export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ filters: string }> };

/** The whole list and each city tab are rendered at build time; other views on first visit. */
export function generateStaticParams() {
  return doctorsPage.cityTabs.map((tab) => ({
    filters: doctorsViewKey({ ...DEFAULT_VIEW, city: tab.city }),
  }));
}

/** The view this key names and its page of doctors; null for a key or a page the list never makes. */
async function viewOf(params: Props['params']) {
  const view = doctorsViewFromKey((await params).filters);
  const list = view && doctorsListPage(await getDoctors(), view);
  return view && list ? { view, list } : null;
}

export async function generateMetadata({ params }: Props) {
  const found = await viewOf(params);
  if (!found) return notFoundMetadata;
  const { view } = found;
  const unfiltered = !view.q && !view.city && !view.category;
  return pageMetadata({
    title: pagedTitle(doctorsPage.title, unfiltered ? view.page : 1),
    description: doctorsPage.description,
    // A filtered view is the list's own page, seen through a filter; a later page of the whole
    // list is a page of its own for search engines to follow.
    path: doctorsPath(unfiltered ? { page: view.page } : {}),
  });
}

export default async function DoctorsViewPage({ params }: Props) {
  const found = await viewOf(params);
  // Inside the list's layout, whose banner holds the page's h1.
  if (!found) return <PageNotFound headingLevel={2} />;
  const { view, list } = found;
  if (list.total > 0) return <DoctorGridPage list={list} view={view} labels={doctorsPage} />;
  // Nobody found: the specialities the search names ("knee"), and ways on that always lead on.
  const text = view.q || view.category;
  const [specialities, doctors] = text
    ? await Promise.all([orFallback(getAllCategories(), []), getDoctors()])
    : [[], []];
  return (
    <>
      <DoctorGridPage list={list} view={view} labels={doctorsPage} />
      <DoctorSearchWays
        text={text}
        specialities={suggestSpecialities(text, specialities, doctors)}
      />
    </>
  );
}
