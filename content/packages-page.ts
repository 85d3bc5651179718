import { packagesPath } from '@/content/routes';
import { site } from '@/content/site';
import type { CallToAction } from './blocks';

/** Every package costs the same (spec: Rs 2499 on each of the six cards). */
export const PACKAGE_PRICE_RUPEES = 2499;

/** The glyph a package card shows; components/packages maps it to an icon of the site's set. */
export type PackageIcon = 'general' | 'heart' | 'sugar' | 'women' | 'senior' | 'bones';

/** A preventive health check a visitor can book (spec: name, packageName, price, five inclusions, link). */
export interface WellnessPackage {
  id: string;
  /** Who or what the package is for, shown above its name. */
  name: string;
  /** The package as the visitor books it, named in the booking message. */
  packageName: string;
  /** Whole rupees. */
  price: number;
  /** One line on who should take it. */
  forWhom: string;
  inclusions: readonly [string, string, string, string, string];
  /** How to come prepared. */
  before: string;
  icon: PackageIcon;
}

export const wellnessPackages: readonly WellnessPackage[] = [
  {
    id: 'basic-health-check',
    name: 'For every adult',
    packageName: 'Basic Health Check',
    price: PACKAGE_PRICE_RUPEES,
    forWhom: 'A yearly check for adults of any age who feel well and want to stay that way.',
    inclusions: [
      'Complete blood count (CBC)',
      'Fasting blood sugar and HbA1c',
      'Cholesterol and triglycerides (lipid profile)',
      'Liver and kidney function tests',
      'A physician goes over your results with you',
    ],
    before: 'Fast for 10 to 12 hours; water is fine.',
    icon: 'general',
  },
  {
    id: 'heart-health-check',
    name: 'Heart',
    packageName: 'Heart Health Check',
    price: PACKAGE_PRICE_RUPEES,
    forWhom:
      'For people over 35, smokers, and anyone with high blood pressure or heart disease in the family.',
    inclusions: [
      'Resting ECG',
      'Cholesterol and triglycerides (lipid profile)',
      'Fasting blood sugar and HbA1c',
      'Blood pressure, weight and waist measurement',
      'Consultation with a cardiologist',
    ],
    before: 'Fast for 10 to 12 hours and bring any heart medicines you take.',
    icon: 'heart',
  },
  {
    id: 'diabetes-care-check',
    name: 'Diabetes',
    packageName: 'Diabetes Care Check',
    price: PACKAGE_PRICE_RUPEES,
    forWhom: 'For people living with diabetes, and those told their sugar is on the high side.',
    inclusions: [
      'Fasting and after-meal blood sugar',
      'HbA1c: your average sugar over three months',
      'Kidney function and urine microalbumin',
      'Retina check by an eye specialist',
      'Foot check for numbness and blood flow',
    ],
    before: 'Fast for 10 to 12 hours; we give you breakfast before the after-meal test.',
    icon: 'sugar',
  },
  {
    id: 'womens-wellness-check',
    name: 'Women',
    packageName: 'Women’s Wellness Check',
    price: PACKAGE_PRICE_RUPEES,
    forWhom: 'For women over 25: the common problems that show no signs early on.',
    inclusions: [
      'Complete blood count and haemoglobin',
      'Thyroid test (TSH)',
      'Pap smear to screen for cervical cancer',
      'Breast examination',
      'Consultation with a gynaecologist',
    ],
    before: 'Book a day when you are not on your period; fasting is not needed.',
    icon: 'women',
  },
  {
    id: 'senior-citizen-check',
    name: 'Over 60',
    packageName: 'Senior Citizen Health Check',
    price: PACKAGE_PRICE_RUPEES,
    forWhom: 'For parents and grandparents: one visit, one report, one doctor to explain it.',
    inclusions: [
      'Complete blood count (CBC)',
      'Fasting blood sugar and HbA1c',
      'Liver and kidney function tests',
      'ECG and chest X-ray',
      'Consultation with a senior physician',
    ],
    before: 'Fast for 10 to 12 hours; bring a list of the medicines you take.',
    icon: 'senior',
  },
  {
    id: 'thyroid-and-bone-check',
    name: 'Thyroid and bones',
    packageName: 'Thyroid and Bone Health Check',
    price: PACKAGE_PRICE_RUPEES,
    forWhom: 'For tiredness, weight change, aching bones and joints, and women after menopause.',
    inclusions: [
      'Thyroid profile (T3, T4 and TSH)',
      'Vitamin D and vitamin B12',
      'Calcium, phosphorus and uric acid',
      'Bone density scan of the hip and spine',
      'A physician goes over your results with you',
    ],
    before: 'Fasting is not needed; take thyroid tablets after the blood test.',
    icon: 'bones',
  },
];

/** The health packages page (/packages). */
export const packagesPage = {
  path: packagesPath,
  title: 'Health Check Packages',
  /** The price comes formatted from content/rupees (content does not format money itself). */
  metaTitle: (price: string) => `Health Check Packages at ${price}`,
  metaDescription: (price: string) =>
    `Six preventive health check packages at ${price} each at ${site.brand}: basic, heart, diabetes, women’s, senior citizen, and thyroid and bone. How to book.`,
  lead: 'A check-up finds high sugar, blood pressure and cholesterol years before they cause trouble. Choose the package that suits you; each costs the same and includes a doctor to explain your results.',
  packagesHeading: 'Choose a package',
  packagesLead: (price: string) =>
    `Every package is ${price} per person, at any of our six hospitals. The price covers the tests listed and the consultation.`,
  /** What the booking form says when a visitor books a package. */
  bookingMessage: (packageName: string, price: string) =>
    `I would like to book the ${packageName} (${price}).`,
  priceLabel: 'Price',
  includesLabel: 'What is included',
  beforeLabel: 'Before you come:',
  bookLabel: 'Book now',
  expectHeading: 'What to expect on the day',
  expectLead: 'Most people are done by lunchtime. Here is how the morning goes.',
  expectSteps: [
    {
      title: 'Book a day',
      text: 'Press Book now, or call us. We confirm the date and tell you which hospital and what time to come.',
    },
    {
      title: 'Come in the morning',
      text: 'Arrive between 8 and 10 am, fasting if your package asks for it. Bring any old reports and your medicines list.',
    },
    {
      title: 'Tests in about three hours',
      text: 'A health check coordinator walks you from one test to the next, so you do not queue twice.',
    },
    {
      title: 'Reports and a doctor',
      text: 'Most reports are ready the same evening on WhatsApp or email. The doctor goes through them with you and tells you what, if anything, to do next.',
    },
  ],
  notes: [
    'If a test finds something that needs care, the consultation tells you which specialist to see; any further tests are charged separately.',
    'Packages are for people who feel well. If you have chest pain, breathlessness or another worrying symptom, do not wait for a check-up: call our emergency line.',
  ],
  callToAction: {
    heading: 'Want help choosing?',
    text: 'Call our appointments desk and tell us your age and any health problems; we will suggest the right package.',
    phone: 'appointment',
  } satisfies CallToAction,
};
