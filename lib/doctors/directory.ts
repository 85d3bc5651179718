import { cityLabel } from '@/content/doctors-page';
import { practisesIn } from './filters';
import type { CategorySummary, Doctor } from '@/lib/hospital-api/types';
import { decodePathSegment, directoryPath, toPathSegment } from '@/content/routes';
import { slugify } from '@/lib/slug';

/** Every city the doctors practise in, in first-seen order. */
export function citiesOf(doctors: readonly Doctor[]): string[] {
  const seen = new Map<string, string>();
  for (const doctor of doctors)
    for (const city of doctor.cities)
      if (!seen.has(city.toLowerCase())) seen.set(city.toLowerCase(), city);
  return [...seen.values()];
}

/** A directory segment as compared with names: decoded, trimmed, lowercase. */
function comparable(segment: string): string {
  return decodePathSegment(segment).trim().toLowerCase();
}

/**
 * The city a directory path segment names (lowercase, spaces as hyphens), or null. The city as
 * the site writes it is accepted too ("tarn-taran" for the API's "Taran Taran").
 */
export function cityForSegment(segment: string, cities: readonly string[]): string | null {
  const wanted = comparable(segment);
  return (
    cities.find((city) =>
      [toPathSegment(city), slugify(city), toPathSegment(cityLabel(city))].includes(wanted),
    ) ?? null
  );
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

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface DirectoryListing {
  /** The speciality as the API names it. */
  speciality: string;
  /** The location as the site shows it in English. */
  location: string;
  /** The location as the API (or a hospital) writes it, for naming it in another language. */
  city: string;
  doctors: Doctor[];
  /** The listing's own address, written the spec's way, for its canonical link. */
  path: string;
}

/**
 * The page at /doctor/{location}/{speciality}: which speciality and location the segments name,
 * and the doctors of exactly that speciality who practise there. A location is a city the
 * doctors practise in or one of our hospitals; a speciality is a category or a doctor's. A
 * segment that names neither is no page at all (null), so a mistyped address is a 404 and never
 * an indexable "0 doctors in Nowhere".
 */
export function directoryListing(
  locationSegment: string,
  specialitySegment: string,
  doctors: readonly Doctor[],
  categories: readonly CategorySummary[],
  hospitalCities: readonly string[] = [],
): DirectoryListing | null {
  const city = cityForSegment(locationSegment, [...citiesOf(doctors), ...hospitalCities]);
  const wanted = comparable(specialitySegment);
  const speciality =
    categoryForSegment(specialitySegment, categories)?.name ??
    doctors.map((doctor) => doctor.category).find((name) => toPathSegment(name) === wanted);
  if (!city || !speciality) return null;
  return {
    speciality,
    location: cityLabel(city),
    city,
    doctors: doctors.filter(
      (doctor) => practisesIn(doctor.cities, city) && sameName(doctor.category, speciality),
    ),
    path: directoryPath(city, speciality),
  };
}

/** A location of the /doctor locator and the specialities with doctors there. */
export interface LocatorLocation {
  /** The city as the API writes it. */
  city: string;
  label: string;
  /** Specialities with doctors at this location, sorted. */
  specialities: string[];
}

/** The /doctor locator's choices: every location, then the specialities practised there. */
export function locatorLocations(doctors: readonly Doctor[]): LocatorLocation[] {
  return citiesOf(doctors).map((city) => ({
    city,
    label: cityLabel(city),
    specialities: [
      ...new Set(
        doctors
          .filter((doctor) => practisesIn(doctor.cities, city) && doctor.category)
          .map((doctor) => doctor.category),
      ),
    ].sort(),
  }));
}

/** A listing /doctor links to: a speciality at a location, with how many doctors it shows. */
export interface DirectoryLink {
  speciality: string;
  doctors: number;
  path: string;
}

/**
 * Every listing the locator can open, by location: the same choices as its selects, as plain
 * links (for a visitor whose browser runs no script, and for search engines), each with its count.
 */
export function directoryIndex(
  doctors: readonly Doctor[],
): { location: LocatorLocation; links: DirectoryLink[] }[] {
  return locatorLocations(doctors).map((location) => ({
    location,
    links: location.specialities.map((speciality) => ({
      speciality,
      doctors: doctors.filter(
        (doctor) =>
          practisesIn(doctor.cities, location.city) && sameName(doctor.category, speciality),
      ).length,
      path: directoryPath(location.city, speciality),
    })),
  }));
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
