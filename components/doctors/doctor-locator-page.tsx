import { PageHero } from '@/components/content/page-hero';
import { Section } from '@/components/ui/section';
import { doctorLocatorPath, doctorsPath } from '@/content/routes';
import { directoryIndex } from '@/lib/doctors/directory';
import { getDoctors } from '@/lib/hospital-api';
import { placeNameIn } from '@/lib/i18n/card-words';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { localePath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { DirectoryIndex } from './directory-index';
import { DoctorLocator } from './doctor-locator';

const wordsIn = (locale: Locale) => catalogue(locale).doctors.locator;

export function doctorLocatorMetadata(locale: Locale) {
  const words = wordsIn(locale);
  return pageMetadata({
    title: words.title,
    description: words.description,
    path: doctorLocatorPath,
    locale,
  });
}

/**
 * The doctor locator in any language: a hospital, then a speciality, and the same choices as
 * links. Each location is named in the page's script; specialities stay as the API names them.
 */
export async function DoctorLocatorPage({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const words = wordsIn(locale);
  const translated = locale !== defaultLocale;
  const index = directoryIndex(await getDoctors()).map(({ location, links }) => {
    const place = translated ? placeNameIn(locale, location.city) : undefined;
    return {
      location: place ? { ...location, label: place.text, lang: place.lang } : location,
      links,
    };
  });
  const doctorsCrumb = catalogue(locale).doctors.profile.crumb;
  return (
    <>
      <PageHero
        title={words.heading}
        lead={words.lead}
        crumbs={[{ name: doctorsCrumb, path: localePath(locale, doctorsPath()) }]}
        locale={locale}
      />
      <Section id="locate" heading={words.formHeading}>
        <DoctorLocator
          locations={index.map((entry) => entry.location)}
          labels={{
            form: words.formLabel,
            location: words.locationLabel,
            locationPlaceholder: words.locationPlaceholder,
            speciality: words.specialityLabel,
            specialityPlaceholder: words.specialityPlaceholder,
            specialityHint: words.specialityHint,
          }}
          {...(translated ? { prefix: localePath(locale, ''), dataLanguage: 'en' as const } : {})}
        />
      </Section>
      <Section id="by-location" heading={words.indexHeading} lead={words.indexLead} tinted>
        <DirectoryIndex index={index} locale={locale} />
      </Section>
    </>
  );
}
