import { PageNotFound } from '@/components/content/page-not-found';
import { notFoundMetadata } from '@/components/content/not-found-view';
import { SpecialityListResults } from '@/components/specialities/speciality-list-results';
import { specialitiesPage } from '@/content/specialities-page';
import { specialitiesPath } from '@/content/routes';
import * as hospitalApi from '@/lib/hospital-api';
import { listViewMetadata } from '@/lib/lists/metadata';
import { specialitiesList } from '@/lib/specialities/list';

// The rewrites in next.config.mjs (and proxy.ts, for values they cannot copy) send every
// /specialities address (?category=, ?page=) here, one key per view: each view is rendered once
// and served from the cache until the data's revalidation window passes.
export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ view: string }> };

/** The whole list's first page is rendered at build time; other views on first visit. */
export function generateStaticParams() {
  return specialitiesList.staticParams();
}

export async function generateMetadata({ params }: Props) {
  const found = await specialitiesList.loadView((await params).view, hospitalApi);
  if (!found) return notFoundMetadata;
  return listViewMetadata(specialitiesList, found.view, {
    title: specialitiesPage.title,
    description: specialitiesPage.description,
    path: (page) => specialitiesPath({ page }),
  });
}

export default async function SpecialitiesViewPage({ params }: Props) {
  const found = await specialitiesList.loadView((await params).view, hospitalApi);
  // Inside the list's layout, whose banner holds the page's h1.
  if (!found) return <PageNotFound headingLevel={2} />;
  return <SpecialityListResults list={found.page} view={found.view} />;
}
