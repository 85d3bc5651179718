import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import type { Pagination as PaginationState } from '@/lib/lists/pagination';
import { Icon } from './icon';
import { PagingFocus } from './paging-focus';
import { PAGING_ROW } from './paging-row';
import styles from './pagination.module.scss';

interface PaginationProps {
  /** The result of paginate() for the page shown. */
  pagination: PaginationState;
  /** The public address of a page of the list (its filters kept). */
  hrefOf: (page: number) => string;
  /** Names the navigation, e.g. "Specialities pages". */
  label: string;
  labels?: { previous: string; next: string; page: (page: number) => string };
  /** The id of the list's start (its count line or heading, LIST_START): focus goes there on arrival. */
  listStartId: string;
}

const DEFAULT_LABELS = {
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
};

/**
 * Previous, up to three page links and Next, as real links so that every page of a list can be
 * reached by crawlers and without JavaScript. A step that goes nowhere stays in place, disabled,
 * so the row does not jump between the first, middle and last pages. Another page of the list
 * opens at its start, as a new page opens at its top: from the row under the list, the visitor
 * would otherwise land at the new page's last cards. The keyboard goes there too (PagingFocus).
 */
export function Pagination({
  pagination,
  hrefOf,
  label,
  labels = DEFAULT_LABELS,
  listStartId,
}: PaginationProps) {
  const { page, pages, previous, next } = pagination;
  if (pages.length < 2 && previous === null && next === null) return null;
  return (
    <nav aria-label={label} className={styles.pagination} {...PAGING_ROW}>
      <PagingFocus targetId={listStartId} page={page} />
      <ul>
        <li>
          <Step href={previous === null ? null : hrefOf(previous)} rel="prev">
            <Icon name="chevron-left" size={18} />
            <span className={styles.stepLabel}>{labels.previous}</span>
          </Step>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <Link
              href={hrefOf(number)}
              prefetch={false}
              className={styles.number}
              aria-label={labels.page(number)}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          <Step href={next === null ? null : hrefOf(next)} rel="next">
            <span className={styles.stepLabel}>{labels.next}</span>
            <Icon name="chevron-right" size={18} />
          </Step>
        </li>
      </ul>
    </nav>
  );
}

/** Previous or Next: a link, or a disabled step in its place when it leads nowhere. */
function Step({
  href,
  rel,
  children,
}: {
  href: string | null;
  rel: 'prev' | 'next';
  children: ReactNode;
}) {
  if (href === null) {
    return (
      <span className={styles.step} aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link href={href} prefetch={false} rel={rel} className={styles.step}>
      {children}
    </Link>
  );
}
