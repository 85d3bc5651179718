import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { specialitiesPage } from '@/content/specialities-page';
import { specialitiesPath } from '@/content/routes';
import {
  SPECIALITIES_PAGE_SIZE,
  type SpecialitiesListPage,
  type SpecialitiesView,
} from '@/lib/specialities/list';
import { SpecialityGrid } from './speciality-grid';
import styles from './speciality-list-results.module.scss';

/** One page of the specialities list as the server renders it for an address. */
export function SpecialityListResults({
  list,
  view,
}: {
  list: SpecialitiesListPage;
  view: SpecialitiesView;
}) {
  const { items, pagination } = list;
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {items.length > 0
          ? specialitiesPage.count({
              from: (pagination.page - 1) * SPECIALITIES_PAGE_SIZE + 1,
              to: (pagination.page - 1) * SPECIALITIES_PAGE_SIZE + items.length,
              total: list.total,
              search: view.category,
            })
          : null}
      </p>
      {items.length > 0 ? (
        <SpecialityGrid specialities={items} />
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{specialitiesPage.empty(view.category)}</p>
          <p>{specialitiesPage.emptyHint}</p>
          <Link href={specialitiesPage.showAll.href} scroll={false}>
            {specialitiesPage.showAll.label}
          </Link>
        </div>
      )}
      <Pagination
        pagination={pagination}
        hrefOf={(page) => specialitiesPath({ category: view.category, page })}
        label={specialitiesPage.pages}
        labels={specialitiesPage}
      />
    </>
  );
}
