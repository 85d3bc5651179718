import { PLAIN_VALUE } from './doctors-rewrites.mjs';
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

const PLAIN = new RegExp(`^${PLAIN_VALUE}$`);

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
 * A view of the doctors list (its filters and page) as one path segment; empty values are left
 * out, so equal views share one key. Plain values are written as the rewrites in
 * lib/doctors-rewrites.mjs write them (`city=Pathankot&page=1`); a view with any other value is
 * one segment of base64url letters, which need no escaping anywhere.
 */
export function encodeViewKey(values: ViewValues): string {
  const entries = VIEW_KEYS.map((key) => [
    key,
    key === 'page' ? values.page || '1' : values[key],
  ]).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.every(([, value]) => PLAIN.test(value))) {
    return entries.map(([key, value]) => `${key}=${value}`).join('&');
  }
  return toBase64Url(new URLSearchParams(entries).toString());
}

/** The entries of a plain key, split at its `&`s and at the first `=` of each. */
function plainEntries(key: string): Record<string, string> {
  return Object.fromEntries(
    key.split('&').map((entry) => {
      const at = entry.indexOf('=');
      return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
    }),
  );
}

/** The values a view key holds, as written (not checked); null when it is no key at all. */
export function decodeViewKey(key: string): Record<string, string> | null {
  // A plain key never holds a "%": one that does has been escaped on its way (in a route's params).
  let segment = key;
  if (segment.includes('%')) {
    try {
      segment = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  if (segment.includes('=')) return plainEntries(segment);
  const text = fromBase64Url(segment);
  return text === null ? null : Object.fromEntries(new URLSearchParams(text));
}
