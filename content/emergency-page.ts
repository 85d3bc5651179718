// The emergency page's facts (/emergency): what to call and where our emergency departments are.
// Its words, the first-aid guidance among them, are in each language's catalogue
// (content/i18n/{en,pa,hi}/emergency.ts).

import { site, type Phone, type Unit } from './site';

/**
 * The state's free ambulance (108, Punjab and Jammu and Kashmir): for when our line is busy or
 * the caller is far from our hospitals. A public number, not the hospital's; confirm before launch.
 */
export const publicAmbulancePhone: Phone = { display: '108', tel: '108', purpose: 'Emergency' };

/** One of our emergency departments, as the page lists it. */
export interface EmergencySite {
  id: Unit['id'];
  /** The list's order without a location is by this city (the unit's), then by name. */
  city: Unit['city'];
  /**
   * Approximate public coordinates of the site's city and road: enough to rank six sites tens of
   * kilometres apart. The hospital must confirm each before launch.
   */
  coordinates: { latitude: number; longitude: number };
  /**
   * The number to call for this hospital's emergency. No unit has an emergency line of its own in
   * our facts or the spec: the group's 24/7 line answers for all six, sends the nearest ambulance
   * and calls the department ahead. Replace it here when a unit gets one.
   */
  emergencyPhone: Phone;
}

const SITE_FACTS: Record<Unit['id'], Omit<EmergencySite, 'id' | 'city' | 'emergencyPhone'>> = {
  'amritsar-gt-road': { coordinates: { latitude: 31.6425, longitude: 74.8906 } },
  'amritsar-medicity': { coordinates: { latitude: 31.6364, longitude: 74.8663 } },
  pathankot: { coordinates: { latitude: 32.2811, longitude: 75.6521 } },
  'tarn-taran': { coordinates: { latitude: 31.4594, longitude: 74.9251 } },
  ferozepur: { coordinates: { latitude: 30.9397, longitude: 74.6119 } },
  srinagar: { coordinates: { latitude: 34.0786, longitude: 74.7655 } },
};

/** The six hospitals by city (A to Z), then by name: the order without a location. */
export const emergencySites: (EmergencySite & { unit: Unit })[] = site.units
  .map((unit) => ({
    id: unit.id,
    unit,
    city: unit.city,
    ...SITE_FACTS[unit.id],
    emergencyPhone: site.emergencyPhone,
  }))
  .sort((a, b) => a.city.localeCompare(b.city) || a.unit.name.localeCompare(b.unit.name));

/** The page's two numbers, and the day a doctor last reviewed its first-aid guidance. */
export const emergencyCalls = {
  main: site.emergencyPhone,
  public: publicAmbulancePhone,
  /** The day a doctor of the hospital last reviewed the guidance, in every language (ISO date). */
  guidanceReviewed: '2026-11-29',
};
