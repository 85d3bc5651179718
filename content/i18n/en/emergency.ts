// The emergency page (/emergency). The first-aid guidance follows established first-aid advice
// (St John Ambulance, the Indian Red Cross Society, NHS); a doctor of the hospital must review it,
// in every language, before launch (README). The review date is shown on the page
// (content/emergency-page.ts).

export const emergency = {
  metaTitle: 'Emergency: Call 24/7, Nearest Hospital and First Aid',
  metaDescription:
    "Call Amandeep Hospital's 24/7 emergency and ambulance line, find the nearest of our six emergency departments, and what to do while you wait for help.",
  title: 'Emergency',
  lead: 'Call us at any hour. We answer, send the nearest ambulance and get the emergency team ready.',
  callsLabel: 'Emergency numbers',
  mainCall: 'Call 24/7 emergency and ambulance',
  publicCall: 'Government ambulance, free',
  hospitals: {
    heading: 'Our emergency departments',
    lead: 'All six are open day and night, every day.',
    emergencyLabel: 'Emergency',
    receptionLabel: 'Reception',
    directionsLabel: 'Directions',
    /** Hidden after Directions: where to. */
    directionsTo: 'to {name}',
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
    /** A distance as the list shows it: {km} is a rounded number. */
    kilometres: 'about {km} km',
    underOneKilometre: 'under 1 km',
  },
  whileYouWait: {
    heading: 'While you wait for help',
    lead: 'Call first. Then, until help arrives:',
    callNow: 'Call now',
    reviewedLabel: 'Reviewed',
    disclaimer:
      'General first-aid advice, not a diagnosis. Follow what the person on the phone tells you.',
  },
  /** Short first-aid steps for the commonest emergencies, in this order. */
  firstAid: {
    'chest-pain': {
      heading: 'Chest pain',
      signs: 'Pressure or pain in the chest, perhaps spreading to the arm, jaw or back.',
      steps: [
        'Sit them down, half upright. Loosen tight clothes.',
        'If they are not allergic and the call handler advises it, give one 300 mg aspirin to chew.',
        'If they stop breathing normally, start chest compressions.',
      ],
    },
    stroke: {
      heading: 'Stroke signs',
      signs: 'FAST: Face drooping, Arm weak, Speech slurred: Time to call.',
      steps: [
        'Note the time the signs began.',
        'If drowsy, lay them on their side.',
        'Give nothing to eat or drink.',
      ],
    },
    'road-accident': {
      heading: 'Road accident',
      signs: 'Someone hurt in a crash or hit by a vehicle.',
      steps: [
        'Keep yourself safe from traffic.',
        'Do not move them if the neck or back may be hurt, unless they are in danger.',
        'Press firmly on bleeding with a clean cloth.',
      ],
    },
    burns: {
      heading: 'Burns',
      signs: 'Skin burnt by fire, hot liquid, a chemical or electricity.',
      steps: [
        'Cool under running water for 20 minutes. No ice, toothpaste or butter.',
        'Take off rings and clothing near the burn, unless stuck.',
        'Cover loosely with cling film.',
      ],
    },
    'child-fever-fits': {
      heading: 'Child with fever and fits',
      signs: 'A child with fever who shakes, stiffens or stops responding.',
      steps: [
        'Move hard things away. Do not hold them down.',
        'Put nothing in their mouth. Time the fit.',
        'When it stops, turn them on their side.',
      ],
    },
  },
};
