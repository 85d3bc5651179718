import { createTranslator } from 'next-intl';
import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { LIST_START } from '@/components/ui/paging-row';
import { withTypedText } from '@/components/ui/with-english-name';
import { specialitiesPath } from '@/content/routes';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { localePath } from '@/lib/i18n/paths';
import {
  SPECIALITIES_PAGE_SIZE,
  type SpecialitiesListPage,
  type SpecialitiesView,
} from '@/lib/specialities/list';
import { SpecialityGrid } from './speciality-grid';
import styles from './speciality-list-results.module.scss';

const SPECIALITY_COUNT_ID = 'speciality-count';

const wordsIn = (locale: Locale) =>
  createTranslator({ locale, messages: catalogue(locale), namespace: 'specialities.list' });

/** The line above the grid: which of the matches are shown, and for which search. */
function countLine(list: SpecialitiesListPage, view: SpecialitiesView, locale: Locale) {
  const t = wordsIn(locale);
  const from = (list.pagination.page - 1) * SPECIALITIES_PAGE_SIZE + 1;
  const to = from + list.items.length - 1;
  const count =
    list.total === null
      ? t('countShown', { from, to })
      : t('countOf', { from, to, total: list.total });
  return view.category
    ? withTypedText((search) => t('matching', { count, search }), view.category, locale)
    : count;
}

/** One page of the specialities list as the server renders it for an address, in its language. */
export function SpecialityListResults({
  list,
  view,
  locale,
}: {
  list: SpecialitiesListPage;
  view: SpecialitiesView;
  locale: Locale;
}) {
  setPageLocale(locale);
  const { items, pagination } = list;
  const { specialities, blocks } = catalogue(locale);
  const words = specialities.list;
  const t = wordsIn(locale);
  const path = (query: Parameters<typeof specialitiesPath>[0]) =>
    localePath(locale, specialitiesPath(query));
  return (
    <>
      <p id={SPECIALITY_COUNT_ID} {...LIST_START} className={styles.count} aria-live="polite">
        {items.length > 0 ? countLine(list, view, locale) : null}
      </p>
      {items.length > 0 ? (
        <SpecialityGrid specialities={items} />
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>
            {withTypedText((search) => t('empty', { search }), view.category, locale)}
          </p>
          <p>{words.emptyHint}</p>
          <Link href={path({})} scroll={false}>
            {words.showAll}
          </Link>
        </div>
      )}
      <Pagination
        pagination={pagination}
        hrefOf={(page) => path({ category: view.category, page })}
        label={words.pages}
        listStartId={SPECIALITY_COUNT_ID}
        labels={{
          previous: blocks.previous,
          next: blocks.next,
          page: (page) => blocks.page.replace('{page}', String(page)),
        }}
      />
    </>
  );
}
