import { notFound } from 'next/navigation';
import { createTranslator } from 'next-intl';
import { translatedUnits } from '@/content/i18n/units';
import { doctorsPath, unitPath } from '@/content/routes';
import { site } from '@/content/site';
import { getUnit, unitTeamShown } from '@/content/units';
import type { UnitEntry } from '@/content/units/types';
import { practisesIn } from '@/lib/doctors/filters';
import { siteUrl } from '@/lib/env';
import { getDoctorsByCity, orFallback } from '@/lib/hospital-api';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { localePath } from '@/lib/i18n/paths';
import { slugify } from '@/lib/slug';
import { unitJsonLd } from '@/lib/seo/content-page-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from './json-ld';
import { TeamCarousel } from './team-carousel';
import { UnitPage } from './unit-page';

/**
 * A unit's entry in a language, with its record in the site's facts. A translated entry's
 * sections keep the English page's anchors (#section-care-available-in-pathankot).
 */
function unitOf(link: string, locale: Locale) {
  const english = getUnit(link);
  const hospital = site.units.find((candidate) => candidate.link === link);
  if (!english || !hospital) notFound();
  if (locale === 'en') return { unit: english, hospital };
  const translated: UnitEntry | undefined = translatedUnits[locale][english.link];
  if (!translated) notFound();
  const sections = translated.sections.map((block, index) => ({
    ...block,
    anchor: block.anchor ?? slugify(english.sections[index]?.heading ?? ''),
  }));
  return { unit: { ...translated, sections }, hospital };
}

export function unitPageMetadata(link: string, locale: Locale) {
  const { unit } = unitOf(link, locale);
  return pageMetadata({
    title: unit.metaTitle,
    description: unit.metaDescription,
    path: unitPath(unit.link),
    locale,
    // The English page's preview is drawn from its entry (opengraph-image.tsx beside its route).
    // Its preview is drawn for it, in its language (opengraph-image.tsx beside each route).
    ownPreviewImage: true,
  });
}

/**
 * A hospital unit's page in any language: its page from content, and the doctors who practise
 * there from the hospital API (their names and specialities as the API gives them).
 */
export async function HospitalUnitPage({ link, locale }: { link: string; locale: Locale }) {
  setPageLocale(locale);
  const { unit, hospital } = unitOf(link, locale);
  // The upstream filters by city; the same any-comma-separated-entry rule as /doctors is applied
  // again here, so an upstream that answers loosely cannot put another unit's doctors on the page.
  const doctors = (await orFallback(getDoctorsByCity(hospital.apiCity), [])).filter((doctor) =>
    practisesIn(doctor.cities, hospital.apiCity),
  );
  const messages = catalogue(locale);
  const t = createTranslator({ locale, messages, namespace: 'unitPage' });
  return (
    <>
      <JsonLd
        data={unitJsonLd({
          hospital,
          path: unitPath(unit.link),
          description: unit.metaDescription,
          image: unit.image.src,
          specialities: doctors.map((doctor) => doctor.category).filter(Boolean),
          // The questions as FAQPage data in English only: in Gurmukhi or Devanagari they would be
          // the page's largest block a third time (HTML, payload, data), over its 30 KB.
          ...(locale === defaultLocale ? { faq: unit.faq } : {}),
          origin: siteUrl(),
          locale,
        })}
      />
      <UnitPage unit={unit} locale={locale}>
        <TeamCarousel
          id="doctors"
          heading={t('doctorsHeading', { place: messages.units[hospital.id].shortName })}
          lead={messages.unitPage.doctorsLead}
          doctors={doctors}
          more={{
            limit: locale === defaultLocale ? unitTeamShown.english : unitTeamShown.translated,
            href: localePath(locale, doctorsPath({ city: hospital.apiCity })),
            label: t('allDoctors', { count: doctors.length }),
          }}
        />
      </UnitPage>
    </>
  );
}
