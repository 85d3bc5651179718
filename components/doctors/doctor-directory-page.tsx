import { createTranslator } from 'next-intl';
import { notFoundMetadataIn } from '@/components/content/not-found-view';
import { PageHero } from '@/components/content/page-hero';
import { PageNotFound } from '@/components/content/page-not-found';
import { Section } from '@/components/ui/section';
import { withMarkedNames, type MessageName } from '@/components/ui/with-english-name';
import { doctorLocatorPath, doctorsPath } from '@/content/routes';
import { site } from '@/content/site';
import { directoryListing } from '@/lib/doctors/directory';
import { getAllCategories, getDoctors, orFallback } from '@/lib/hospital-api';
import { placeNameIn } from '@/lib/i18n/card-words';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { localePath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { DoctorGrid } from './doctor-grid';

/** The two segments after /doctor/: a location and a speciality (spec). */
export interface DirectorySegments {
  location: string;
  speciality: string;
}

/**
 * The route's two segments by their meaning: it shares /doctor/[slug] with a doctor's profile, so
 * Next names them `slug` and `category`.
 */
export const directorySegments = ({
  slug,
  category,
}: {
  slug: string;
  category: string;
}): DirectorySegments => ({ location: slug, speciality: category });

const wordsIn = (locale: Locale) =>
  createTranslator({ locale, messages: catalogue(locale), namespace: 'doctors.directory' });

/**
 * The listing the segments name, with its speciality and location as names for the page's words:
 * the speciality as the hospital API names it (English), the location in the page's script.
 */
async function listingIn(segments: DirectorySegments, locale: Locale) {
  const [doctors, categories] = await Promise.all([
    getDoctors(),
    orFallback(getAllCategories(), []),
  ]);
  const found = directoryListing(
    segments.location,
    segments.speciality,
    doctors,
    categories,
    site.units.map((unit) => unit.apiCity),
  );
  if (!found) return null;
  const translated = locale !== defaultLocale;
  const names: Record<'speciality' | 'location', MessageName> = {
    speciality: translated ? { text: found.speciality, lang: 'en' } : { text: found.speciality },
    location: translated ? placeNameIn(locale, found.city) : { text: found.location },
  };
  return { ...found, names };
}

const plain = (names: Record<string, MessageName>) =>
  Object.fromEntries(Object.entries(names).map(([key, name]) => [key, name.text]));

export async function doctorDirectoryMetadata(segments: DirectorySegments, locale: Locale) {
  const found = await listingIn(segments, locale);
  if (!found) return notFoundMetadataIn(locale);
  const t = wordsIn(locale);
  return pageMetadata({
    title: { absolute: t('heading', plain(found.names)) },
    description: t('description', plain(found.names)),
    path: found.path,
    locale,
    // An empty listing is a real page for the visitor but nothing worth a search result.
    noindex: found.doctors.length === 0,
  });
}

/**
 * A speciality's doctors at one location (/doctor/{location}/{speciality}) in any language. A
 * pair of segments that names no listing is the 404 page, in the page's language.
 */
export async function DoctorDirectoryPage({
  segments,
  locale,
}: {
  segments: DirectorySegments;
  locale: Locale;
}) {
  setPageLocale(locale);
  const found = await listingIn(segments, locale);
  if (!found) return <PageNotFound locale={locale} />;
  const t = wordsIn(locale);
  const { names, doctors } = found;
  const heading = t('heading', plain(names));
  const crumbs = catalogue(locale).doctors;
  return (
    <>
      <PageHero
        title={
          locale === defaultLocale
            ? heading
            : withMarkedNames((marks) => t('heading', marks), names)
        }
        current={locale === defaultLocale ? heading : { name: names.speciality.text, lang: 'en' }}
        lead={t('subtitle')}
        crumbs={[
          { name: crumbs.profile.crumb, path: localePath(locale, doctorsPath()) },
          { name: crumbs.directory.locatorCrumb, path: localePath(locale, doctorLocatorPath) },
        ]}
        locale={locale}
      />
      <Section id="directory" heading={t('count', { count: doctors.length })}>
        {doctors.length > 0 ? (
          // The listing is the page: its first row of photos is on a wide screen's first view.
          <DoctorGrid doctors={doctors} detailed firstScreen={4} />
        ) : (
          <p>{t('empty')}</p>
        )}
      </Section>
    </>
  );
}
