import type { ReactNode } from 'react';
import { PageHero } from '@/components/content/page-hero';
import { ListSearch } from '@/components/ui/list-search';
import { Section } from '@/components/ui/section';
import { specialitiesPage } from '@/content/specialities-page';
import { specialitiesPath } from '@/content/routes';
import styles from './speciality-list-frame.module.scss';

/**
 * The specialities list around its results: the banner and the search box. It is the layout of
 * the list's views, so the box stays mounted, with its focus and text, as the results change.
 */
export function SpecialityListFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero title={specialitiesPage.heading} lead={specialitiesPage.lead} />
      <Section id="specialities-list" heading={specialitiesPage.listHeading}>
        <div className={styles.search}>
          <ListSearch
            action={specialitiesPath()}
            param="category"
            keyParam="view"
            label={specialitiesPage.searchLabel}
            placeholder={specialitiesPage.searchPlaceholder}
            submitLabel={specialitiesPage.searchSubmit}
            searchingLabel={specialitiesPage.searching}
          />
        </div>
        {children}
      </Section>
    </>
  );
}
