import type * as hospitalApi from '@/lib/hospital-api';
import type { CategorySummary, Page, PageQuery } from '@/lib/hospital-api/types';
import { SPECIALITIES_LIST } from '@/lib/lists/addresses.mjs';
import { defineList, type LoadContext } from '@/lib/lists/define-list';
import { listInLanguages } from '@/lib/lists/in-languages';
import { paginate, pageNumberOf, type Pagination } from '@/lib/lists/pagination';

/** Specialities on one page of the list (spec). */
export const SPECIALITIES_PAGE_SIZE = 10;

export interface SpecialitiesView {
  /** The search text, trimmed; empty for the whole list. */
  category: string;
  page: number;
}

export interface SpecialitiesListPage {
  items: CategorySummary[];
  /** Matches across every page, when the API says. */
  total: number | null;
  pagination: Pagination;
}

type Search = (query: PageQuery) => Promise<Page<CategorySummary>>;

/**
 * One page of the list, the API searching (a speciality matches when its name holds the text).
 * Without a total (one reading of the API sends none), the next page is asked for too, so that
 * Next is only offered when it leads somewhere. Null for a page past the end (a 404): a later
 * page that does not exist is not the last page under another address.
 */
export async function loadSpecialitiesPage(
  view: SpecialitiesView,
  search: Search,
  pageSize: number = SPECIALITIES_PAGE_SIZE,
): Promise<SpecialitiesListPage | null> {
  const query = { pageSize, search: view.category };
  const shown = await search({ ...query, page: view.page });
  // An API that ignores the page size must not put more on a page than the spec allows.
  const items = shown.items.slice(0, pageSize);
  if (view.page > 1 && items.length === 0) return null;
  let hasNextPage = false;
  if (shown.total === null && items.length === pageSize) {
    const following = await search({ ...query, page: view.page + 1 });
    hasNextPage = following.items.length > 0;
  }
  const pagination = paginate({ page: view.page, pageSize, total: shown.total, hasNextPage });
  if (pagination.page !== view.page) return null;
  return { items, total: shown.total, pagination };
}

type SpecialitiesApi = Pick<typeof hospitalApi, 'searchCategories'>;

/** /specialities: the API's specialities, searched by name. */
export const specialitiesList = defineList({
  address: SPECIALITIES_LIST,
  pageSize: SPECIALITIES_PAGE_SIZE,
  view: (values): SpecialitiesView => ({
    category: (values.category ?? '').trim(),
    page: pageNumberOf(values.page),
  }),
  load: (view, { pageSize, api }: LoadContext<SpecialitiesApi>) =>
    loadSpecialitiesPage(view, api.searchCategories, pageSize),
});

/** /specialities in each language: /pa/specialities and /hi/specialities show the same views. */
export const specialitiesListIn = listInLanguages(specialitiesList);
