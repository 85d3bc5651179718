import { PageHero } from '@/components/content/page-hero';
import { AsideCard, TwoColumn } from '@/components/content/two-column';
import { ContactFormIsland } from '@/components/forms/form-islands';
import { FormsInLanguage } from '@/components/forms/forms-in-language';
import { contactPage } from '@/content/contact-page';
import { contactPath } from '@/content/routes';
import { site } from '@/content/site';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { LocationTabs } from './location-tabs';

/** The contact page's metadata, in its language. */
export function contactPageMetadata(locale: Locale) {
  const words = catalogue(locale).requests.contactPage;
  return pageMetadata({
    title: words.metaTitle,
    description: words.description,
    path: contactPath,
    locale,
  });
}

/** The contact page in any language: the message form, and the six hospitals' details. */
export function ContactPage({ locale = defaultLocale }: { locale?: Locale }) {
  const { requests, units } = catalogue(locale);
  const words = requests.contactPage;
  const translated = locale !== defaultLocale;
  return (
    <>
      <PageHero title={words.title} lead={words.lead} locale={locale} />
      <TwoColumn
        mainLabel={words.formHeading}
        main={
          <>
            <h2>{words.formHeading}</h2>
            <FormsInLanguage locale={locale}>
              <ContactFormIsland />
            </FormsInLanguage>
          </>
        }
        aside={
          <AsideCard heading={words.locationsHeading}>
            <LocationTabs
              units={
                translated
                  ? site.units.map((unit) => ({ ...unit, ...unitWords(units[unit.id]) }))
                  : site.units
              }
              rotateEveryMs={contactPage.rotateEveryMs}
              {...(translated
                ? {
                    words: {
                      label: words.locationsHeading,
                      directions: words.directions,
                      directionsTo: words.directionsTo,
                      pause: words.pause,
                      resume: words.resume,
                    },
                  }
                : {})}
            />
          </AsideCard>
        }
      />
    </>
  );
}

function unitWords(words: { name: string; shortName: string; address: string }) {
  return { name: words.name, shortName: words.shortName, address: words.address };
}
