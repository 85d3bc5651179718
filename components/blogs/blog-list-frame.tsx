import type { ReactNode } from 'react';
import { PageHero } from '@/components/content/page-hero';
import { ListSearch } from '@/components/ui/list-search';
import { blogsPage } from '@/content/blogs-page';
import { blogsPath } from '@/content/routes';
import styles from './blog-list-frame.module.scss';

/**
 * What every view of /blogs shares: the banner (breadcrumb Home › Blog) and the search box. It is
 * rendered by the list's layouts, so the box stays mounted, with its focus and typed text, while
 * the list below it changes with the address.
 */
export function BlogListFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero title={blogsPage.heading} lead={blogsPage.lead} />
      <section className={styles.section} aria-label={blogsPage.listHeading}>
        <div className={styles.inner}>
          <div className={styles.search}>
            <ListSearch
              action={blogsPath()}
              param="q"
              keyParam="view"
              label={blogsPage.searchLabel}
              placeholder={blogsPage.searchPlaceholder}
              submitLabel={blogsPage.searchSubmit}
              searchingLabel={blogsPage.searching}
            />
          </div>
          {children}
        </div>
      </section>
    </>
  );
}
