import { notFound } from 'next/navigation';
import { SpecialityListResults } from '@/components/specialities/speciality-list-results';
import { specialitiesPage } from '@/content/specialities-page';
import { searchCategories } from '@/lib/hospital-api';
import { specialitiesPath } from '@/lib/routes';
import { pageMetadata, pagedTitle } from '@/lib/seo/metadata';
import {
  FIRST_SPECIALITIES_VIEW,
  loadSpecialitiesPage,
  specialitiesViewFromKey,
  specialitiesViewKey,
} from '@/lib/speciality-list';

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

export async function generateMetadata({ params }: Props) {
  const view = specialitiesViewFromKey((await params).view);
  return pageMetadata({
    title: pagedTitle(specialitiesPage.title, view && !view.category ? view.page : 1),
    description: specialitiesPage.description,
    // A searched view is the list's own page seen through a filter; a later page of the whole
    // list is a page of its own for search engines to follow.
    path: specialitiesPath(view && !view.category ? { page: view.page } : {}),
  });
}

export default async function SpecialityListViewPage({ params }: Props) {
  const view = specialitiesViewFromKey((await params).view);
  if (!view) notFound();
  const list = await loadSpecialitiesPage(view, searchCategories);
  if (!list) notFound();
  return <SpecialityListResults list={list} view={view} />;
}
