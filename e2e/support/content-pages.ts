import { catalogue } from './catalogue';

// The content pages as the spec lists them, written out independently of content/.

/** Each unit's page, and the city the hospital API gives its doctors. */
export const units = [
  { path: '/our-hospitals/amandeep-hospital-punjab', city: 'GT Road Amritsar', external: false },
  {
    path: '/our-hospitals/amandeep-medicity-hospital-amritsar',
    city: 'Medicity Amritsar',
    external: false,
  },
  { path: '/our-hospitals/best-hospital-in-pathankot', city: 'Pathankot', external: false },
  { path: '/our-hospitals/best-hospital-in-tarn-taran', city: 'Taran Taran', external: true },
  { path: '/our-hospitals/amandeep-hospital-ferozepur', city: 'Ferozepur', external: true },
  { path: '/our-hospitals/amandeep-medicity-srinagar', city: 'Srinagar', external: true },
] as const;

export const servicePaths = [
  '/ambulance-services',
  '/radiology',
  '/pathology',
  '/physiotherapy',
  '/blood-bank',
  '/hbot',
  '/insurance-&-tpa',
  '/billing-info',
  '/post-discharge-care',
  '/admissions',
  '/opd-clinics',
];

export const centrePaths = [
  '/amandeep-centre-of-excellence-for-burn-treatment',
  '/amandeep-centre-of-excellence-for-orthopaedics-and-joint-replacement',
  '/amandeep-centre-of-excellence-plastic-reconstructive-aesthetic-surgery',
  '/emergency-medicine-dnb-courses',
  '/anesthesia-dnb-courses',
  '/plastic-surgery-dnb-courses',
  '/amandeep-centre-of-excellence-for-cardiology-and-cardiothoracic-surgery',
  '/amandeep-centre-of-excellence-for-neuro-spine-surgery',
  '/amandeep-centre-of-excellence-for-sports-injuries',
  '/amandeep-center-of-excellence-advance-foot-wound-care-center',
  '/amandeep-centre-of-excellence-thoracic-surgery',
  '/amandeep-centre-of-excellence-trauma-care',
  '/amandeep-centre-of-excellence-cleft-lip-Palate',
];

/** The catalogue's doctors whose city list holds the city (any comma-separated entry). */
export function doctorsIn(city: string) {
  const wanted = city.toLowerCase();
  return catalogue.doctors.filter((doctor) =>
    doctor.city.split(',').some((entry) => entry.trim().toLowerCase() === wanted),
  );
}
