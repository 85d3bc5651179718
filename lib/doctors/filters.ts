import { nameContains } from './search';

/** The entries of a comma-separated city field, trimmed, without empty ones. */
export function cityEntries(city: string): string[] {
  return city
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A doctor practises in a city when any of its city entries equals it (trimmed, ignoring case). */
export function practisesIn(cities: readonly string[], city: string): boolean {
  const wanted = city.trim().toLowerCase();
  return wanted !== '' && cities.some((entry) => entry.trim().toLowerCase() === wanted);
}

/** The category filter of the doctors list: the category starts with the query, ignoring case. */
export function categoryStartsWith(category: string, query: string): boolean {
  return category.trim().toLowerCase().startsWith(query.trim().toLowerCase());
}

/** What the doctors list filters on. */
export interface FilterableDoctor {
  name: string;
  cities: readonly string[];
  category: string;
}

export interface DoctorFilters {
  /** Text the doctor's name contains, ignoring case; '' for every doctor. */
  q?: string | null;
  /** A city as the API writes it (e.g. 'Taran Taran'); null or '' for every city. */
  city?: string | null;
  /** The start of a category name, ignoring case; '' for every category. */
  category?: string | null;
}

/**
 * The doctors list's filters: name (contains, as the hero's search), and the spec's city (any
 * comma-separated entry) and category (starts with).
 */
export function matchesDoctorFilters(
  doctor: FilterableDoctor,
  { q, city, category }: DoctorFilters,
): boolean {
  return (
    (!q || nameContains(doctor.name, q)) &&
    (!city || practisesIn(doctor.cities, city)) &&
    (!category || categoryStartsWith(doctor.category, category))
  );
}

export function filterDoctors<T extends FilterableDoctor>(
  doctors: readonly T[],
  filters: DoctorFilters,
): T[] {
  return doctors.filter((doctor) => matchesDoctorFilters(doctor, filters));
}
