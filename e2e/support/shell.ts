import { catalogue } from './catalogue';

// The shell's links as the spec lists them, written out independently of content/navigation.ts.

/** The main menu's dropdown buttons, in order. */
export const mainMenuLabels = [
  'About Us',
  'Hospitals',
  'Specialities',
  'Centre of Excellence',
  'Services',
];

export const servicesPaths = [
  '/ambulance-services',
  '/physiotherapy',
  '/radiology',
  '/csr',
  '/hbot',
  '/pathology',
  '/blood-bank',
];

export const centresOfExcellencePaths = [
  '/amandeep-centre-of-excellence-for-orthopaedics-and-joint-replacement',
  '/amandeep-center-of-excellence-advance-foot-wound-care-center',
  '/amandeep-centre-of-excellence-for-sports-injuries',
  '/amandeep-centre-of-excellence-for-neuro-spine-surgery',
  '/amandeep-centre-of-excellence-for-burn-treatment',
  '/amandeep-centre-of-excellence-for-cardiology-and-cardiothoracic-surgery',
  '/amandeep-centre-of-excellence-plastic-reconstructive-aesthetic-surgery',
  '/amandeep-centre-of-excellence-trauma-care',
  '/amandeep-centre-of-excellence-thoracic-surgery',
  '/amandeep-centre-of-excellence-cleft-lip-Palate',
];

export const hospitalPaths = [
  '/our-hospitals/amandeep-hospital-punjab',
  '/our-hospitals/amandeep-medicity-hospital-amritsar',
  '/our-hospitals/best-hospital-in-pathankot',
  '/our-hospitals/best-hospital-in-tarn-taran',
  '/our-hospitals/amandeep-hospital-ferozepur',
  '/our-hospitals/amandeep-medicity-srinagar',
];

export const specialityMenuPaths = catalogue.categories
  .slice(0, 5)
  .map((category) => `/specialities/${category.slug}`);

// The spec writes the about page with a trailing slash; the site links it without one (Next
// redirects the slashed form), so both readings reach the same page.
export const navigationRoutes = [
  '/',
  '/about-amandeep-hospital',
  '/leadership',
  '/our-hospitals',
  '/blogs',
  '/gallery',
  '/international-patients',
  '/contact-us',
  '/specialities',
  '/doctors',
  '/careers',
  '/academics',
];

export const footerPatientPaths = [
  '/about-amandeep-hospital',
  '/doctors',
  '/careers',
  '/blogs',
  '/appointment',
  '/admissions',
  '/post-discharge-care',
  '/packages',
  '/hbot',
  '/billing-info',
  '/insurance-&-tpa',
  '/ambulance-services',
  '/csr',
  '/empanelments',
  '/statutory-monthly-report',
  '/academics',
  '/opd-clinics',
];

export const footerSpecialityNames = [
  'Orthopaedics & Joint Replacement',
  'Neuro & Spine Surgery',
  'Cardiology',
  'Cardiothoracic and Vascular Surgery',
  'Critical Care',
  'Emergency & Trauma Care',
  'Plastic Reconstructive & Aesthetic Surgery',
  'Surgical Oncology',
  'Obstetric Gynaecology',
  'Paediatric Orthopedic Surgery',
];
