import type { ReactNode } from 'react';
import { PageHero } from '@/components/content/page-hero';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { doctorsPage } from '@/content/doctors-page';
import { doctorLocatorPath } from '@/content/routes';
import { getAllCategories, orFallback } from '@/lib/hospital-api';
import { placeName } from '@/lib/i18n/card-words';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localeLink, localePath } from '@/lib/i18n/paths';
import { DoctorsDirectory } from './doctors-directory';

/** The hospital tabs in a language: the units named in its script, the API's city as the value. */
function tabsIn(locale: Locale) {
  if (locale === defaultLocale) return doctorsPage.cityTabs;
  const words = catalogue(locale).doctors.list;
  return doctorsPage.cityTabs.map((tab) => ({
    city: tab.city,
    label: tab.city === null ? words.allTab : placeName(locale, tab.city),
  }));
}

/**
 * Find a Doctor around its results, in the page's language: the banner, the hospital tabs and the
 * name and speciality fields. It is the layout of the list's views, so the filters stay mounted
 * (focus, typed text) while the list below changes with the address.
 */
export async function DoctorsListFrame({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  const categories = await orFallback(getAllCategories(), []);
  const words = catalogue(locale).doctors.list;
  return (
    <>
      <PageHero
        title={words.heading}
        lead={words.lead}
        art={doctorsPage.bannerArt}
        locale={locale}
      />
      <Section
        id="doctors-list"
        heading={words.listHeading}
        action={<Link {...localeLink(locale, doctorLocatorPath)}>{words.locateLink}</Link>}
      >
        <DoctorsDirectory
          tabs={tabsIn(locale)}
          categories={categories.map((category) => category.name)}
          prefix={localePath(locale, '')}
          labels={{
            filter: words.filterLabel,
            name: words.nameLabel,
            namePlaceholder: words.namePlaceholder,
            category: words.categoryLabel,
            placeholder: words.categoryPlaceholder,
            search: words.search,
          }}
        />
        {children}
      </Section>
    </>
  );
}
