import { nameContains } from './doctor-search';

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

const VIEW_KEYS = ['q', 'city', 'category', 'page'] as const;
type ViewValues = Partial<Record<(typeof VIEW_KEYS)[number], string | null>>;

/** The key of the list with no filter, first page. */
export const ALL_DOCTORS_KEY = 'all';

// UTF-8 bytes through percent-escapes: the same in browsers, Node and jsdom (no TextEncoder).
function toBase64Url(text: string): string {
  const binary = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return decodeURIComponent(
      Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
  } catch {
    return null;
  }
}

/**
 * A view of the doctors list (its filters and page) as one path segment of base64url letters,
 * which need no escaping anywhere; empty values are left out, so equal views share one key.
 */
export function encodeViewKey(values: ViewValues): string {
  const params = new URLSearchParams();
  for (const key of VIEW_KEYS) {
    const value = values[key];
    if (value) params.set(key, value);
  }
  return toBase64Url(params.toString()) || ALL_DOCTORS_KEY;
}

/** The values a view key holds, as written (not checked); null when it is no key at all. */
export function decodeViewKey(key: string): Record<string, string> | null {
  if (key === ALL_DOCTORS_KEY) return {};
  const text = fromBase64Url(key);
  return text === null ? null : Object.fromEntries(new URLSearchParams(text));
}
