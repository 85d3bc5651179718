// Line glyphs for the generated placeholder images (scripts/generate-placeholders.mjs).
//
// Every glyph is a single SVG path string drawn on a 24x24 grid, meant to be
// rendered with fill="none", a round-capped stroke (about 1.5 units wide) and
// whatever transform places it. Circles are written as two arcs so that each
// glyph stays one <path>. Keep them simple: they are used as large, faint
// decoration as well as small icons.

/** @type {Record<string, string>} */
export const GLYPHS = {
  // Cardiology: heart with an ECG trace.
  heartPulse:
    'M12 20C6.5 16.4 3.5 13 3.5 9.2A4.6 4.6 0 0 1 12 6.8A4.6 4.6 0 0 1 20.5 9.2C20.5 13 17.5 16.4 12 20Z' +
    'M6.5 12.2H9.2L10.6 9.6L12.6 14.6L14 12.2H17.5',
  // Cardiothoracic / vascular: heart with a cross.
  heart:
    'M12 20C6.5 16.4 3.5 13 3.5 9.2A4.6 4.6 0 0 1 12 6.8A4.6 4.6 0 0 1 20.5 9.2C20.5 13 17.5 16.4 12 20Z' +
    'M12 10V15M9.5 12.5H14.5',
  // Neurology / neurosurgery: two hemispheres with folds.
  brain:
    'M12 5.6C11 4 8.2 3.8 7.2 5.8C5.2 5.8 3.9 7.6 4.5 9.4C3.1 10.4 3.2 12.7 4.7 13.6C4.3 15.7 5.8 17.6 7.9 17.4C8.5 19.1 10.7 19.7 12 18.2Z' +
    'M12 5.6C13 4 15.8 3.8 16.8 5.8C18.8 5.8 20.1 7.6 19.5 9.4C20.9 10.4 20.8 12.7 19.3 13.6C19.7 15.7 18.2 17.6 16.1 17.4C15.5 19.1 13.3 19.7 12 18.2' +
    'M7.2 5.8C7.5 7 8.5 7.7 9.7 7.6M4.5 9.4C5.5 10.1 6.9 10.1 7.9 9.4M4.7 13.6C5.7 13 7.1 13 8 13.7M7.9 17.4C8 16.1 8.8 15.1 10 14.8' +
    'M16.8 5.8C16.5 7 15.5 7.7 14.3 7.6M19.5 9.4C18.5 10.1 17.1 10.1 16.1 9.4M19.3 13.6C18.3 13 16.9 13 16 13.7M16.1 17.4C16 16.1 15.2 15.1 14 14.8',
  // Orthopaedics: a long bone, drawn diagonally.
  bone: 'M7.12 14.34L14.34 7.12A2.76 2.76 0 1 1 18.48 5.52A2.76 2.76 0 1 1 16.88 9.66L9.66 16.88A2.76 2.76 0 1 1 5.52 18.48A2.76 2.76 0 1 1 7.12 14.34Z',
  // Arthroscopy / joints: knee joint (femur condyles over the tibial plateau).
  joint:
    'M9.5 2.5V7.5C7.5 8.2 7 9.5 7.2 10.6C7.5 11.8 9 12.2 10.2 11.6C11 11.2 11.5 11 12 11S13 11.2 13.8 11.6C15 12.2 16.5 11.8 16.8 10.6C17 9.5 16.5 8.2 14.5 7.5V2.5' +
    'M7.5 14H16.5C16.5 15.3 15.5 16 14.5 16.3V21.5M7.5 14C7.5 15.3 8.5 16 9.5 16.3V21.5M17.8 16.5V21.5',
  // Pulmonology / thoracic: trachea and two lungs.
  lungs:
    'M12 3V10M12 9.5L9.8 11.7M12 9.5L14.2 11.7' +
    'M9.8 9V17C9.8 19 8.6 20 6.8 20C5.2 20 4 19 4 17C4 12 6.6 7.3 8.8 7.3C9.4 7.3 9.8 7.8 9.8 9Z' +
    'M14.2 9V17C14.2 19 15.4 20 17.2 20C18.8 20 20 19 20 17C20 12 17.4 7.3 15.2 7.3C14.6 7.3 14.2 7.8 14.2 9Z',
  // Nephrology / urology: a pair of kidneys with ureters.
  kidney:
    'M7.5 4C4.5 4 3 7 3 10.5C3 14.5 4.8 17 7.3 17C9.3 17 10.4 15.7 10 14.2C9.7 13 9 12.4 9 11C9 9.6 9.8 9 10.1 7.8C10.5 5.8 9.3 4 7.5 4Z' +
    'M16.5 4C19.5 4 21 7 21 10.5C21 14.5 19.2 17 16.7 17C14.7 17 13.6 15.7 14 14.2C14.3 13 15 12.4 15 11C15 9.6 14.2 9 13.9 7.8C13.5 5.8 14.7 4 16.5 4Z' +
    'M9.2 11.3C10.4 11.8 11 13.2 11 14.8V21M14.8 11.3C13.6 11.8 13 13.2 13 14.8V21',
  // Ophthalmology.
  eye:
    'M2 12C5 6.8 8.5 5 12 5S19 6.8 22 12C19 17.2 15.5 19 12 19S5 17.2 2 12Z' +
    'M12 15.3A3.3 3.3 0 1 0 12 8.7A3.3 3.3 0 1 0 12 15.3ZM12 13A1 1 0 1 0 12 11A1 1 0 1 0 12 13Z',
  // ENT.
  ear:
    'M6.5 9.5C6.5 5.9 9.2 3.5 12.5 3.5S18.5 5.9 18.5 9.5C18.5 12.7 16.5 14 15.3 15.1C14.3 16 14 16.8 13.8 18C13.5 19.8 12.2 21 10.4 21C8.8 21 7.5 20.1 7 18.7' +
    'M9.7 9.5C9.7 7.8 11 6.5 12.5 6.5S15.3 7.8 15.3 9.5C15.3 10.8 14.5 11.4 13.7 11.9C12.9 12.4 12.5 13.1 12.5 14',
  // Default / internal medicine.
  stethoscope:
    'M5.5 3H7M15 3H16.5M6 3V8A5 5 0 0 0 16 8V3' +
    'M11 13V15.5A4.5 4.5 0 0 0 20 15.5V14.2' +
    'M20 14.2A2 2 0 1 0 20 10.2A2 2 0 1 0 20 14.2Z',
  // Gastroenterology / hepatology.
  stomach:
    'M9.5 2.5V6.5C9.5 8.2 8.6 9.2 7.2 10.2C5.3 11.6 4.2 13.4 4.2 15.6C4.2 18.9 6.9 21.3 10.2 21.3C12.2 21.3 13.6 20.5 14.6 19.2C15.4 18.2 16.3 17.7 17.5 17.7C19.4 17.7 20.5 16.3 20.5 14.3C20.5 11.2 18.2 8.7 15.2 8.7C13.6 8.7 12.6 9.4 12 10.3' +
    'M13.5 2.5V6.2C13.5 7.6 13.1 8.5 12.4 9.6M17.5 17.7C18.5 18.6 19 19.8 19 21.3',
  // Oncology: awareness ribbon.
  ribbon:
    'M8.5 21L14.6 11.6C15.6 10 16 8.5 16 7A4 4 0 0 0 8 7C8 8.5 8.4 10 9.4 11.6L15.5 21' +
    'M11.3 14.9L9.9 17.1',
  // Critical care: bedside monitor.
  monitor:
    'M3 4.5H21A1 1 0 0 1 22 5.5V16A1 1 0 0 1 21 17H3A1 1 0 0 1 2 16V5.5A1 1 0 0 1 3 4.5Z' +
    'M9 21H15M12 17V21M5 11H8L9.5 8L12 14L13.8 9.5L15 11H19',
  // Emergency & trauma: beacon with a cross.
  siren:
    'M4.5 18H19.5V21H4.5Z' +
    'M7 18V12.5A5 5 0 0 1 17 12.5V18M12 11.2V15.6M9.8 13.4H14.2' +
    'M12 2.5V4.5M4.6 5.1L6 6.5M19.4 5.1L18 6.5M2.5 12H4.2M19.8 12H21.5',
  // Obstetrics / maternity: pram.
  pram:
    'M3.5 10.5H20.5A8.5 6 0 0 1 3.5 10.5Z' +
    'M12 10.5V3.5A8 7 0 0 1 20 10.5M3.5 10.5L2 7H1' +
    'M7.5 21.5A1.8 1.8 0 1 0 7.5 17.9A1.8 1.8 0 1 0 7.5 21.5Z' +
    'M16.5 21.5A1.8 1.8 0 1 0 16.5 17.9A1.8 1.8 0 1 0 16.5 21.5Z',
  // Paediatrics & neonatology: baby face.
  baby:
    'M12 21A8 8 0 1 0 12 5A8 8 0 1 0 12 21Z' +
    'M12 5C10.6 4 10.8 2.2 12.4 2.2C13.3 2.2 13.8 2.8 13.6 3.4' +
    'M9.3 12.2V12.3M14.7 12.2V12.3M9.6 15.6A3 3 0 0 0 14.4 15.6',
  // Plastic, reconstructive & aesthetic surgery.
  sparkle:
    'M11 3C11.6 8 13 9.4 18 10C13 10.6 11.6 12 11 17C10.4 12 9 10.6 4 10C9 9.4 10.4 8 11 3Z' +
    'M18 14.5C18.3 16.2 18.8 16.7 20.5 17C18.8 17.3 18.3 17.8 18 19.5C17.7 17.8 17.2 17.3 15.5 17C17.2 16.7 17.7 16.2 18 14.5Z',
  // Dermatology: skin layers with a hair follicle.
  skin:
    'M2.5 8.5C4 7.5 5.5 7.5 7 8.5S10 9.5 11.5 8.5S14.5 7.5 16 8.5S19 9.5 21.5 8.5' +
    'M2.5 13.5H21.5M2.5 18.5H21.5' +
    'M9 17.5V9.2C9 6.8 9.8 4.8 11.2 3' +
    'M9 19.2A1.4 1.4 0 1 0 9 16.4A1.4 1.4 0 1 0 9 19.2Z',
  // Endocrinology / diabetes.
  droplet:
    'M12 3C12 3 5.5 9.8 5.5 14.5A6.5 6.5 0 0 0 18.5 14.5C18.5 9.8 12 3 12 3Z' +
    'M9 15A3 3 0 0 0 12 18',
  // Burns care.
  flame:
    'M12 21.5A6.5 6.5 0 0 1 5.5 15C5.5 11.5 8 9.5 9 6.5C9.7 8 10.5 9 11.5 9.5C11.5 6.5 12.5 4 14.5 2.5C14.8 5.5 16.5 7 17.7 8.7C18.8 10.3 18.5 12.2 18.5 15A6.5 6.5 0 0 1 12 21.5Z' +
    'M12 18.5A2.5 2.5 0 0 1 9.5 16C9.5 14.5 10.7 13.7 12 12C13.3 13.7 14.5 14.5 14.5 16A2.5 2.5 0 0 1 12 18.5Z',
  // Foot & wound care: adhesive bandage.
  bandage:
    'M3.83 15.71L15.71 3.83A3.15 3.15 0 0 1 20.17 8.29L8.29 20.17A3.15 3.15 0 0 1 3.83 15.71Z' +
    'M7.55 12L12 16.45M12 7.55L16.45 12M10.52 12V12.01M12 10.52H12.01M12 13.48H12.01M13.48 12V12.01',
  // Radiology / imaging: scan frame over a ribcage.
  scan:
    'M3 8V5A2 2 0 0 1 5 3H8M16 3H19A2 2 0 0 1 21 5V8M21 16V19A2 2 0 0 1 19 21H16M8 21H5A2 2 0 0 1 3 19V16' +
    'M12 7V17M12 9C10 9 8.5 9.5 7.5 10.5M12 9C14 9 15.5 9.5 16.5 10.5' +
    'M12 12C10 12 8.5 12.5 7.5 13.5M12 12C14 12 15.5 12.5 16.5 13.5M12 15C10.4 15 9.2 15.4 8.4 16.2M12 15C13.6 15 14.8 15.4 15.6 16.2',
  // Physiotherapy & rehabilitation: figure in motion.
  figure:
    'M13.5 6.2A1.9 1.9 0 1 0 13.5 2.4A1.9 1.9 0 1 0 13.5 6.2Z' +
    'M6 10.5L9.5 8.5L13.5 8.5L16 11.5L19 12M13.5 8.5L11.5 13.5L14.5 16.5L13.5 21.5M11.5 13.5L9.5 17L5 18',
  // Anaesthesiology: syringe.
  syringe:
    'M5.39 14.72L13.17 6.94L17.06 10.83L9.28 18.61ZM7.72 12.39L9.28 13.94M9.67 10.44L11.22 12M11.61 8.5L13.17 10.06' +
    'M7.33 16.67L4.61 19.39M2.67 17.44L6.56 21.33M4.22 13.56L10.44 19.78M14.33 8.11L15.89 6.56L17.44 8.11L15.89 9.67M16.67 7.33L19.78 4.22',
  // General & laparoscopic surgery: scalpel.
  scalpel:
    'M4.7 18.81L11.53 13.08L13.22 15.09L6.38 20.82A1.31 1.31 0 0 1 4.7 18.81Z' +
    'M11.53 13.08L13.95 11.05C16.76 8.69 18.3 5.62 18.2 3.37C20.32 6.39 19.25 10.03 16.04 12.73L13.22 15.09',
  // Dental.
  tooth:
    'M7.5 3.5C5 3.5 4 5.5 4 7.8C4 10.2 5 11.5 5.5 14C6 16.6 6.3 20.5 8 20.5C9.5 20.5 9.7 17.9 10.2 16C10.5 14.7 11 14 12 14S13.5 14.7 13.8 16C14.3 17.9 14.5 20.5 16 20.5C17.7 20.5 18 16.6 18.5 14C19 11.5 20 10.2 20 7.8C20 5.5 19 3.5 16.5 3.5C14.7 3.5 13.7 4.5 12 4.5S9.3 3.5 7.5 3.5Z',
  // Laboratory / pathology.
  flask: 'M9 3H15M10 3V9L4.7 18.2A2 2 0 0 0 6.4 21H17.6A2 2 0 0 0 19.3 18.2L14 9V3M7.3 15H16.7',
  // Medicine / pharmacy: capsule.
  pill: 'M4.6 12.6L12.6 4.6A4.2 4.2 0 0 1 19.4 11.4L11.4 19.4A4.2 4.2 0 0 1 4.6 12.6ZM8.6 8.6L15.4 15.4',
  // Generic: medical cross.
  cross: 'M9.5 3H14.5V9.5H21V14.5H14.5V21H9.5V14.5H3V9.5H9.5Z',
  // News: hospital building.
  hospital:
    'M2 21H22M4 21V9H20V21M8 9V4H16V9M12 5.2V7.8M10.7 6.5H13.3M10 21V16.5H14V21M6.5 12H8.5M11 12H13M15.5 12H17.5',
  // Events: calendar.
  calendar:
    'M4 5.5H20A1 1 0 0 1 21 6.5V20A1 1 0 0 1 20 21H4A1 1 0 0 1 3 20V6.5A1 1 0 0 1 4 5.5ZM3 10H21M8 3V7.5M16 3V7.5' +
    'M7.5 13.5H8.5M11.5 13.5H12.5M15.5 13.5H16.5M7.5 17.5H8.5M11.5 17.5H12.5',
  // Events: people.
  people:
    'M9 11A3.2 3.2 0 1 0 9 4.6A3.2 3.2 0 1 0 9 11Z' +
    'M2.5 20.5C2.5 16.6 5.4 14 9 14S15.5 16.6 15.5 20.5' +
    'M16 10.4A2.6 2.6 0 1 0 16 5.2M17.5 14.2C20 14.8 21.5 17.1 21.5 20.5',
  // Awards.
  trophy:
    'M7 3.5H17V9A5 5 0 0 1 7 9Z' +
    'M7 5.5H4.5V7A3.5 3.5 0 0 0 7.6 10.5M17 5.5H19.5V7A3.5 3.5 0 0 1 16.4 10.5' +
    'M12 14V17.5M8.5 21H15.5M9.5 17.5H14.5V21H9.5Z',
  medal:
    'M8 2.5L10.5 8.6M16 2.5L13.5 8.6M6 2.5H10L12 7.2L14 2.5H18' +
    'M12 21.5A6 6 0 1 0 12 9.5A6 6 0 1 0 12 21.5Z' +
    'M12 12.7L12.9 14.6L14.9 14.8L13.4 16.2L13.8 18.2L12 17.2L10.2 18.2L10.6 16.2L9.1 14.8L11.1 14.6Z',
};

/**
 * Keyword rules, first match wins. Order matters: e.g. "Cardiothoracic" must
 * hit the heart before "thoracic" hits the lungs, "Orthopaedics & Joint
 * Replacement" / "Paediatric Orthopedic" must hit the bone before "joint" /
 * "paediatric" hit the knee / the baby, "Surgical Oncology"
 * must hit the ribbon before "surgical" hits the scalpel.
 * @type {Array<[RegExp, keyof typeof GLYPHS]>}
 */
const RULES = [
  [/emergenc|trauma|casualty|accident/, 'siren'],
  [/cardiolog|interventional|\bcardiac\b/, 'heartPulse'],
  [/cardio|heart|vascular/, 'heart'],
  [/neuro|brain|spine|stroke|psychiat/, 'brain'],
  [/orthop|bone|fracture/, 'bone'],
  [/arthroscop|sports|joint/, 'joint'],
  [/pulmon|thorac|lung|chest|respirat/, 'lungs'],
  [/nephro|urolog|kidney|renal|dialysis|transplant/, 'kidney'],
  [/ophthalm|\beyes?\b|vision|retina/, 'eye'],
  [/\bent\b|\bear\b|otolaryng|otorhino/, 'ear'],
  [/gastro|hepat|liver|digest|bariatric/, 'stomach'],
  [/oncolog|cancer|tumou?r/, 'ribbon'],
  [/critical|intensive|\bicu\b/, 'monitor'],
  [/obstet|gynae|gyneco|maternity|fertility|\bivf\b/, 'pram'],
  [/paediat|pediat|neonat|child/, 'baby'],
  [/plastic|aesthetic|cosmetic|reconstruct/, 'sparkle'],
  [/dermat|skin|\bhair\b/, 'skin'],
  [/endocrin|diabet|thyroid|hormon/, 'droplet'],
  [/burn/, 'flame'],
  [/foot|wound|podiat|ulcer/, 'bandage'],
  [/radiolog|imaging|\bscan|x-?ray/, 'scan'],
  [/physio|rehab/, 'figure'],
  [/anaesth|anesth|\bpain\b/, 'syringe'],
  [/dental|dentist|\bteeth\b|\btooth\b/, 'tooth'],
  [/patholog|laborator|\blab\b/, 'flask'],
  [/pharma/, 'pill'],
  [/surg|laparo/, 'scalpel'],
];

/** Glyph name for a speciality / category name; "stethoscope" when nothing matches. */
export function glyphForCategory(category) {
  const text = String(category ?? '').toLowerCase();
  for (const [re, name] of RULES) if (re.test(text)) return name;
  return 'stethoscope';
}
