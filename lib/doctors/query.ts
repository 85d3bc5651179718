import { firstOf } from '@/lib/query';
import { doctorsPage, type CityTab } from '@/content/doctors-page';
import { filterDoctors, type FilterableDoctor } from './filters';
import { pageNumberOf } from '@/lib/lists/pagination';
import { searchText } from './search';

export type SearchParams = Record<string, string | string[] | undefined>;

/** Cards on one page of the doctors list: a few screenfuls, well inside the HTML budget. */
export const DOCTORS_PAGE_SIZE = 24;

/** The longest speciality text a shared address keeps; anything longer is cut. */
const CATEGORY_MAX = 60;

export interface DoctorsListFilters {
  q: string;
  city: string | null;
  category: string;
}

export interface DoctorsListView extends DoctorsListFilters {
  page: number;
}

/** A query parameter's first value; '' when it is absent. */
function first(value: string | string[] | undefined): string {
  return firstOf(value) ?? '';
}

/**
 * The /doctors filters a shared address asks for: ?q= (a doctor's name, or part of it, from the
 * home search) trimmed; ?city= when it names one of the city tabs (ignoring case and spaces around
 * it), else every city; and ?category= as typed.
 */
export function doctorsListFilters(
  query: SearchParams,
  tabs: readonly CityTab[] = doctorsPage.cityTabs,
): DoctorsListFilters {
  const city = first(query.city).trim().toLowerCase();
  return {
    q: searchText(first(query.q)),
    city: tabs.find((tab) => tab.city?.toLowerCase() === city)?.city ?? null,
    category: first(query.category).trim().slice(0, CATEGORY_MAX).trim(),
  };
}

/** The filters and page a /doctors address asks for. */
export function doctorsListView(query: SearchParams): DoctorsListView {
  return { ...doctorsListFilters(query), page: pageNumberOf(query.page) };
}

/** The list every visitor of a bare /doctors sees: no filter, first page. */
export function isDefaultView(view: DoctorsListView): boolean {
  return !view.q && !view.city && !view.category && view.page === 1;
}

export interface DoctorsListPage<T> {
  /** The doctors of this page. */
  doctors: T[];
  /** How many doctors the filters keep, across every page. */
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the doctors the view's filters keep; null for a page past the last. */
export function doctorsListPage<T extends FilterableDoctor>(
  doctors: readonly T[],
  view: DoctorsListView,
  size: number = DOCTORS_PAGE_SIZE,
): DoctorsListPage<T> | null {
  const kept = filterDoctors(doctors, view);
  const pageCount = Math.max(1, Math.ceil(kept.length / size));
  if (view.page > pageCount) return null;
  const start = (view.page - 1) * size;
  return {
    doctors: kept.slice(start, start + size),
    total: kept.length,
    page: view.page,
    pageCount,
  };
}
