import { notFoundMetadataIn } from '@/components/content/not-found-view';
import { PageNotFound } from '@/components/content/page-not-found';
import { specialitiesPath } from '@/content/routes';
import * as hospitalApi from '@/lib/hospital-api';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { listViewMetadata } from '@/lib/lists/metadata';
import { specialitiesListIn } from '@/lib/specialities/list';
import { SpecialityListResults } from './speciality-list-results';

export async function specialityListViewMetadata(key: string, locale: Locale) {
  const list = specialitiesListIn[locale];
  const found = await list.loadView(key, hospitalApi);
  if (!found) return notFoundMetadataIn(locale);
  const words = catalogue(locale).specialities.list;
  return listViewMetadata(list, found.view, {
    title: words.title,
    description: words.description,
    path: (page) => specialitiesPath({ page }),
    locale,
  });
}

/** One view of the specialities list (a search, a page) in a language, under its frame. */
export async function SpecialityListView({ viewKey, locale }: { viewKey: string; locale: Locale }) {
  const found = await specialitiesListIn[locale].loadView(viewKey, hospitalApi);
  // Inside the list's layout, whose banner holds the page's h1.
  if (!found) return <PageNotFound headingLevel={2} locale={locale} />;
  return <SpecialityListResults list={found.page} view={found.view} locale={locale} />;
}
