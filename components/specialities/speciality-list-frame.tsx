import type { ReactNode } from 'react';
import { PageHero } from '@/components/content/page-hero';
import { ListSearch } from '@/components/ui/list-search';
import { Section } from '@/components/ui/section';
import { specialitiesPath } from '@/content/routes';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import styles from './speciality-list-frame.module.scss';

/**
 * The specialities list around its results, in the page's language: the banner and the search
 * box. It is the layout of the list's views, so the box stays mounted, with its focus and text,
 * as the results change.
 */
export function SpecialityListFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const words = catalogue(locale).specialities.list;
  return (
    <>
      <PageHero title={words.heading} lead={words.lead} locale={locale} />
      <Section id="specialities-list" heading={words.listHeading}>
        <div className={styles.search}>
          <ListSearch
            action={localePath(locale, specialitiesPath())}
            param="category"
            keyParam="view"
            label={words.searchLabel}
            placeholder={words.searchPlaceholder}
            submitLabel={words.searchSubmit}
            searchingLabel={words.searching}
          />
        </div>
        {children}
      </Section>
    </>
  );
}
