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
