// The emergency page (/emergency): what to call, where our emergency departments are, and what to
// do while help comes. The first-aid guidance follows established first-aid advice (St John
// Ambulance, the Indian Red Cross Society, NHS); a doctor of the hospital must review it before
// launch (README), and the review date below is shown on the page.

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

/** One emergency's "while you wait" steps; the page ends each with a call-now link. */
export interface FirstAidTopic {
  id: string;
  heading: string;
  /** What it looks like, in one line. */
  signs: string;
  steps: string[];
}

export const firstAidTopics: FirstAidTopic[] = [
  {
    id: 'chest-pain',
    heading: 'Chest pain',
    signs: 'Pressure or pain in the chest, perhaps spreading to the arm, jaw or back.',
    steps: [
      'Sit them down, half upright. Loosen tight clothes.',
      'If they are not allergic and the call handler advises it, give one 300 mg aspirin to chew.',
      'If they stop breathing normally, start chest compressions.',
    ],
  },
  {
    id: 'stroke',
    heading: 'Stroke signs',
    signs: 'FAST: Face drooping, Arm weak, Speech slurred: Time to call.',
    steps: [
      'Note the time the signs began.',
      'If drowsy, lay them on their side.',
      'Give nothing to eat or drink.',
    ],
  },
  {
    id: 'road-accident',
    heading: 'Road accident',
    signs: 'Someone hurt in a crash or hit by a vehicle.',
    steps: [
      'Keep yourself safe from traffic.',
      'Do not move them if the neck or back may be hurt, unless they are in danger.',
      'Press firmly on bleeding with a clean cloth.',
    ],
  },
  {
    id: 'burns',
    heading: 'Burns',
    signs: 'Skin burnt by fire, hot liquid, a chemical or electricity.',
    steps: [
      'Cool under running water for 20 minutes. No ice, toothpaste or butter.',
      'Take off rings and clothing near the burn, unless stuck.',
      'Cover loosely with cling film.',
    ],
  },
  {
    id: 'child-fever-fits',
    heading: 'Child with fever and fits',
    signs: 'A child with fever who shakes, stiffens or stops responding.',
    steps: [
      'Move hard things away. Do not hold them down.',
      'Put nothing in their mouth. Time the fit.',
      'When it stops, turn them on their side.',
    ],
  },
];

export const emergencyPage = {
  metaTitle: 'Emergency: Call 24/7, Nearest Hospital and First Aid',
  metaDescription: `Call ${site.brand}'s 24/7 emergency and ambulance line, find the nearest of our six emergency departments, and what to do while you wait for help.`,
  title: 'Emergency',
  lead: 'Call us at any hour. We answer, send the nearest ambulance and get the emergency team ready.',
  callsLabel: 'Emergency numbers',
  mainCall: { label: 'Call 24/7 emergency and ambulance', phone: site.emergencyPhone },
  publicCall: { label: 'Government ambulance, free', phone: publicAmbulancePhone },
  hospitals: {
    heading: 'Our emergency departments',
    lead: 'All six are open day and night, every day.',
    emergencyLabel: 'Emergency',
    receptionLabel: 'Reception',
    directionsLabel: 'Directions',
  },
  nearest: {
    button: 'Nearest hospital first',
    privacy: 'Uses your location only on this phone; it is not sent anywhere.',
    /** Under the button until it is tapped, and where scripting is off. */
    byCity: 'Listed by city.',
    locating: 'Finding your location…',
    /** {name} and {distance} are filled in. */
    found: 'Nearest first: {name}, {distance} away.',
    away: '{distance} away',
    denied:
      'Location is off for this site, so the list stays by city. Turn it on in your browser settings, or call us and say where you are.',
    unavailable:
      'Your location could not be found, so the list stays by city. Call us and say where you are.',
  },
  whileYouWait: {
    heading: 'While you wait for help',
    lead: 'Call first. Then, until help arrives:',
    callNow: 'Call now',
    reviewedLabel: 'Reviewed',
    /** The day a doctor of the hospital last reviewed this guidance (ISO date). */
    reviewed: '2026-11-29',
    disclaimer:
      'General first-aid advice, not a diagnosis. Follow what the person on the phone tells you.',
  },
} as const;
