import { notFoundMetadataIn } from '@/components/content/not-found-view';
import { PageNotFound } from '@/components/content/page-not-found';
import { DoctorSearchWays } from '@/components/home/doctor-search-ways';
import { doctorsPath } from '@/content/routes';
import { doctorsListIn } from '@/lib/doctors/list';
import * as hospitalApi from '@/lib/hospital-api';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { listViewMetadata } from '@/lib/lists/metadata';
import { suggestSpecialities } from '@/lib/search/topics';
import { DoctorGridPage } from './doctor-grid-page';

export async function doctorsListViewMetadata(key: string, locale: Locale) {
  const list = doctorsListIn[locale];
  const found = await list.loadView(key, hospitalApi);
  if (!found) return notFoundMetadataIn(locale);
  const words = catalogue(locale).doctors.list;
  return listViewMetadata(list, found.view, {
    title: words.title,
    description: words.description,
    path: (page) => doctorsPath({ page }),
    locale,
  });
}

/** One view of Find a Doctor (a search, a hospital, a page) in a language, under its frame. */
export async function DoctorsListView({ viewKey, locale }: { viewKey: string; locale: Locale }) {
  setPageLocale(locale);
  const found = await doctorsListIn[locale].loadView(viewKey, hospitalApi);
  // Inside the list's layout, whose banner holds the page's h1.
  if (!found) return <PageNotFound headingLevel={2} locale={locale} />;
  const { view, page: list } = found;
  if (list.total > 0) return <DoctorGridPage list={list} view={view} locale={locale} />;
  // Nobody found: the specialities the search names ("knee"), and ways on that always lead on.
  const text = view.q || view.category;
  const [specialities, doctors] = text
    ? await Promise.all([
        hospitalApi.orFallback(hospitalApi.getAllCategories(), []),
        hospitalApi.getDoctors(),
      ])
    : [[], []];
  return (
    <>
      <DoctorGridPage list={list} view={view} locale={locale} />
      <DoctorSearchWays
        text={text}
        specialities={suggestSpecialities(text, specialities, doctors)}
        locale={locale}
      />
    </>
  );
}
