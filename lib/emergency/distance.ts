// Distances from the visitor to our hospitals, worked out in the page: the position the browser
// gives never leaves the phone.

/** A point on the earth, in decimal degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The earth's mean radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points, in km (haversine formula). Roads are longer, but
 * among six sites tens or hundreds of kilometres apart the nearest by air is the nearest by road.
 */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A site and how far it is from the visitor. */
export interface SiteDistance<Id extends string> {
  id: Id;
  km: number;
}

/** The sites nearest first; equal distances keep the order they came in. */
export function nearestFirst<Id extends string>(
  sites: readonly { id: Id; coordinates: Coordinates }[],
  here: Coordinates,
): SiteDistance<Id>[] {
  return sites
    .map((site) => ({ id: site.id, km: distanceKm(here, site.coordinates) }))
    .sort((a, b) => a.km - b.km);
}

/** How a language says a rough distance: {km} is filled in. */
export interface DistanceWords {
  kilometres: string;
  underOneKilometre: string;
}

const ENGLISH: DistanceWords = { kilometres: 'about {km} km', underOneKilometre: 'under 1 km' };

/** A distance as a person says it: "under 1 km", "about 4 km", "about 120 km". */
export function roughDistance(km: number, words: DistanceWords = ENGLISH): string {
  if (km < 1) return words.underOneKilometre;
  return words.kilometres.replace(
    '{km}',
    String(km < 10 ? Math.round(km) : Math.round(km / 5) * 5),
  );
}
