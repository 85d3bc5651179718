import { doctorsPage, type CityTab } from '@/content/doctors-page';
import { searchText } from './doctor-search';

export type SearchParams = Record<string, string | string[] | undefined>;

/** A query parameter's first value; '' when it is absent. */
function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * The /doctors filters a shared address asks for: ?q= (a doctor's name, or part of it, from the
 * home search) trimmed; ?city= when it names one of the city tabs (ignoring case and spaces around
 * it), else every city; and ?category= as typed.
 */
export function doctorsListFilters(
  query: SearchParams,
  tabs: readonly CityTab[] = doctorsPage.cityTabs,
): { q: string; city: string | null; category: string } {
  const city = first(query.city).trim().toLowerCase();
  return {
    q: searchText(first(query.q)),
    city: tabs.find((tab) => tab.city?.toLowerCase() === city)?.city ?? null,
    category: first(query.category),
  };
}
