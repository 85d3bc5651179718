import { doctorsPage, type CityTab } from '@/content/doctors-page';

export type SearchParams = Record<string, string | string[] | undefined>;

/** A query parameter's first value; '' when it is absent. */
function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * The /doctors filters a shared address asks for: ?city= when it names one of the city tabs
 * (ignoring case and spaces around it), else every city; and ?category= as typed.
 */
export function doctorsListFilters(
  query: SearchParams,
  tabs: readonly CityTab[] = doctorsPage.cityTabs,
): { city: string | null; category: string } {
  const city = first(query.city).trim().toLowerCase();
  return {
    city: tabs.find((tab) => tab.city?.toLowerCase() === city)?.city ?? null,
    category: first(query.category),
  };
}
