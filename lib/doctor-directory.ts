import { categoryStartsWith, practisesIn } from './doctor-filters';
import type { CategorySummary, Doctor } from './hospital-api/types';
import { decodePathSegment } from './routes';
import { slugify, toPathSegment } from './slug';

export interface DoctorFilters {
  /** A city as the API writes it (e.g. 'Taran Taran'); null or '' for every city. */
  city?: string | null;
  /** The start of a category name, ignoring case; '' for every category. */
  category?: string | null;
}

/** The doctors list's filters: city (any comma-separated entry) and category (starts with). */
export function filterDoctors(
  doctors: readonly Doctor[],
  { city, category }: DoctorFilters,
): Doctor[] {
  return doctors.filter(
    (doctor) =>
      (!city || practisesIn(doctor.cities, city)) &&
      (!category || categoryStartsWith(doctor.category, category)),
  );
}

/** Every city the doctors practise in, in first-seen order. */
export function citiesOf(doctors: readonly Doctor[]): string[] {
  const seen = new Map<string, string>();
  for (const doctor of doctors)
    for (const city of doctor.cities)
      if (!seen.has(city.toLowerCase())) seen.set(city.toLowerCase(), city);
  return [...seen.values()];
}

/** The city a directory path segment names (lowercase, spaces as hyphens), or null. */
export function cityForSegment(segment: string, cities: readonly string[]): string | null {
  const wanted = comparable(segment);
  return cities.find((city) => toPathSegment(city) === wanted || slugify(city) === wanted) ?? null;
}

/**
 * The category a directory path segment names. The spec's rule is lowercase with spaces as
 * hyphens ("orthopaedics-&-joint-replacement"); the API's slug and the usual slug form are
 * accepted too, so links written either way reach the page.
 */
export function categoryForSegment(
  segment: string,
  categories: readonly CategorySummary[],
): CategorySummary | null {
  const wanted = comparable(segment);
  return (
    categories.find(
      (category) =>
        toPathSegment(category.name) === wanted ||
        category.slug.toLowerCase() === wanted ||
        slugify(category.name) === wanted,
    ) ?? null
  );
}

/** Doctors of the same category as this one, itself excluded. */
export function relatedDoctors(doctor: Doctor, doctors: readonly Doctor[]): Doctor[] {
  const category = doctor.category.trim().toLowerCase();
  return doctors.filter(
    (other) =>
      other.slug !== doctor.slug &&
      category !== '' &&
      other.category.trim().toLowerCase() === category,
  );
}

/** A directory segment as compared with names: decoded, trimmed, lowercase. */
function comparable(segment: string): string {
  return decodePathSegment(segment).trim().toLowerCase();
}
