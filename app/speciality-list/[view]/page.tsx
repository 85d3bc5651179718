import { PageNotFound } from '@/components/content/page-not-found';
import { notFoundMetadata } from '@/components/content/not-found-view';
import { SpecialityListResults } from '@/components/specialities/speciality-list-results';
import { specialitiesPage } from '@/content/specialities-page';
import { searchCategories } from '@/lib/hospital-api';
import { specialitiesPath } from '@/content/routes';
import { pageMetadata, pagedTitle } from '@/lib/seo/metadata';
import {
  FIRST_SPECIALITIES_VIEW,
  loadSpecialitiesPage,
  specialitiesViewFromKey,
  specialitiesViewKey,
} from '@/lib/specialities/list';

// The rewrites in next.config.mjs (and proxy.ts, for values they cannot copy) send every
// /specialities address (?category=, ?page=) here, one key per view: each view is rendered once
// and served from the cache until the data's revalidation window passes.
export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ view: string }> };

/** The whole list's first page is rendered at build time; other views on first visit. */
export function generateStaticParams() {
  return [{ view: specialitiesViewKey(FIRST_SPECIALITIES_VIEW) }];
}

/** The view this key names and its page of results; null for a key or a page the list never makes. */
async function viewOf(params: Props['params']) {
  const view = specialitiesViewFromKey((await params).view);
  const list = view && (await loadSpecialitiesPage(view, searchCategories));
  return view && list ? { view, list } : null;
}

export async function generateMetadata({ params }: Props) {
  const found = await viewOf(params);
  if (!found) return notFoundMetadata;
  const { view } = found;
  return pageMetadata({
    title: pagedTitle(specialitiesPage.title, view.category ? 1 : view.page),
    description: specialitiesPage.description,
    // A searched view is the list's own page seen through a filter; a later page of the whole
    // list is a page of its own for search engines to follow.
    path: specialitiesPath(view.category ? {} : { page: view.page }),
  });
}

export default async function SpecialityListViewPage({ params }: Props) {
  const found = await viewOf(params);
  // Inside the list's layout, whose banner holds the page's h1.
  if (!found) return <PageNotFound headingLevel={2} />;
  const { view, list } = found;
  return <SpecialityListResults list={list} view={view} />;
}
