import {
  aboutPath,
  academicsPath,
  appointmentPath,
  blogsPath,
  careersPath,
  contactPath,
  csrPath,
  doctorsPath,
  empanelmentsPath,
  galleryPath,
  homePath,
  hospitalsPath,
  internationalPatientsPath,
  leadershipPath,
  packagesPath,
  sitePagePath,
  specialitiesPath,
  statutoryReportPath,
  unitPath,
} from '@/content/routes';
import { whatsappLink as whatsappChatLink } from '@/content/share-links';
import { site } from '@/content/site';

export interface NavLink {
  label: string;
  href: string;
  /** Opens another site, in a new tab. */
  external?: boolean;
}

/** A link the spec lists without a target: shown as text so it is never a broken link. */
export interface NavPlaceholder {
  label: string;
  href: null;
}

export interface NavMenu {
  id: string;
  label: string;
  links: NavLink[];
  /** A closing link under the menu's list, such as "All specialities". */
  overview?: NavLink;
}

/** Desktop dropdowns close this long after the pointer leaves them (spec). */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
/** The specialities dropdown waits longer: its list is the one people read (spec). */
export const SPECIALITIES_CLOSE_DELAY_MS = 1500;
/** How many specialities the menus show (spec: the first 5 from the API). */
export const MENU_SPECIALITY_COUNT = 5;

export const aboutMenu: NavMenu = {
  id: 'about',
  label: 'About Us',
  links: [
    { label: `About ${site.brand}`, href: aboutPath },
    { label: 'Leadership', href: leadershipPath },
    { label: 'Our Hospitals', href: hospitalsPath },
    { label: 'Gallery', href: galleryPath },
  ],
};

export const hospitalsMenu: NavMenu = {
  id: 'hospitals',
  label: 'Hospitals',
  links: site.sites.map((unit) => ({ label: unit.shortName, href: unitPath(unit.link) })),
  overview: { label: 'All our hospitals', href: hospitalsPath },
};

export const centresOfExcellenceMenu: NavMenu = {
  id: 'centres-of-excellence',
  label: 'Centre of Excellence',
  links: [
    {
      label: 'AI Robotics Orthopaedics',
      href: sitePagePath('amandeep-centre-of-excellence-for-orthopaedics-and-joint-replacement'),
    },
    {
      label: 'Foot & Wound Care',
      href: sitePagePath('amandeep-center-of-excellence-advance-foot-wound-care-center'),
    },
    {
      label: 'Sports Injuries',
      href: sitePagePath('amandeep-centre-of-excellence-for-sports-injuries'),
    },
    {
      label: 'Neuro & Spine',
      href: sitePagePath('amandeep-centre-of-excellence-for-neuro-spine-surgery'),
    },
    { label: 'Burns', href: sitePagePath('amandeep-centre-of-excellence-for-burn-treatment') },
    {
      label: 'Cardiology & Cardiothoracic Surgery',
      href: sitePagePath('amandeep-centre-of-excellence-for-cardiology-and-cardiothoracic-surgery'),
    },
    {
      label: 'Plastic & Aesthetic Surgery',
      href: sitePagePath('amandeep-centre-of-excellence-plastic-reconstructive-aesthetic-surgery'),
    },
    { label: 'Trauma Care', href: sitePagePath('amandeep-centre-of-excellence-trauma-care') },
    {
      label: 'Thoracic Surgery',
      href: sitePagePath('amandeep-centre-of-excellence-thoracic-surgery'),
    },
    {
      label: 'Cleft Lip & Palate',
      href: sitePagePath('amandeep-centre-of-excellence-cleft-lip-Palate'),
    },
  ],
};

export const servicesMenu: NavMenu = {
  id: 'services',
  label: 'Services',
  links: [
    { label: 'Ambulance Services', href: sitePagePath('ambulance-services') },
    { label: 'Physiotherapy', href: sitePagePath('physiotherapy') },
    { label: 'Radiology', href: sitePagePath('radiology') },
    { label: 'CSR', href: csrPath },
    { label: 'HBOT', href: sitePagePath('hbot') },
    { label: 'Pathology', href: sitePagePath('pathology') },
    { label: 'Blood Bank', href: sitePagePath('blood-bank') },
  ],
};

/** The specialities menu is built from the API's first categories; only its frame lives here. */
export const specialitiesMenuFrame = {
  id: 'specialities',
  label: 'Specialities',
  overview: { label: 'All specialities', href: specialitiesPath() },
};

export const doctorsLink: NavLink = { label: 'Find a Doctor', href: doctorsPath() };

/** The site's secondary pages: in the slim bar above the main navigation, and in the phone menu. */
export const utilityLinks: NavLink[] = [
  { label: 'International Patients', href: internationalPatientsPath },
  { label: 'Blogs', href: blogsPath() },
  { label: 'Careers', href: careersPath },
  { label: 'Academics', href: academicsPath },
  { label: 'Nursing College', href: site.nursingCollegeUrl, external: true },
  { label: 'Contact Us', href: contactPath },
];

/** Shown as links in the slim bar; the rest of the utility links wait in its More menu. */
const STRIP_LINK_HREFS: readonly string[] = [internationalPatientsPath, contactPath];

export const stripLinks: NavLink[] = utilityLinks.filter((link) =>
  STRIP_LINK_HREFS.includes(link.href),
);

/**
 * The slim bar's More menu: with every utility link in the bar, a keyboard took 17 Tabs to reach
 * Book an Appointment, and the bar did not fit one line below 1280 px.
 */
export const moreMenu: NavMenu = {
  id: 'more',
  label: 'More',
  links: utilityLinks.filter((link) => !STRIP_LINK_HREFS.includes(link.href)),
};

/**
 * The phone menu, in the order of what a patient comes for: a doctor, a hospital, a speciality,
 * a centre, a service, then booking; the rest of the site after. Our hospitals and all
 * specialities are not repeated as links: the Hospitals and Specialities sections end with them.
 */
export type PhoneMenuEntry =
  | { kind: 'link'; link: NavLink }
  | { kind: 'section'; menu: 'hospitals' | 'specialities' | 'centres-of-excellence' | 'services' }
  | { kind: 'book' };

export const phoneMenuTasks: PhoneMenuEntry[] = [
  { kind: 'link', link: doctorsLink },
  { kind: 'section', menu: 'hospitals' },
  { kind: 'section', menu: 'specialities' },
  { kind: 'section', menu: 'centres-of-excellence' },
  { kind: 'section', menu: 'services' },
  { kind: 'book' },
];

export const phoneMenuMoreLinks: NavLink[] = [
  { label: 'Home', href: homePath },
  ...aboutMenu.links.filter((link) => link.href !== hospitalsPath),
  ...utilityLinks,
];

export const footerPatientLinks: NavLink[] = [
  { label: `About ${site.brand}`, href: aboutPath },
  { label: 'Find a Doctor', href: doctorsPath() },
  { label: 'Careers', href: careersPath },
  { label: 'Blogs', href: blogsPath() },
  { label: 'Book an Appointment', href: appointmentPath },
  { label: 'Admissions', href: sitePagePath('admissions') },
  { label: 'Post-Discharge Care', href: sitePagePath('post-discharge-care') },
  { label: 'Health Packages', href: packagesPath },
  { label: 'HBOT', href: sitePagePath('hbot') },
  { label: 'Billing Information', href: sitePagePath('billing-info') },
  { label: 'Insurance & TPA', href: sitePagePath('insurance-&-tpa') },
  { label: 'Ambulance Services', href: sitePagePath('ambulance-services') },
  { label: 'CSR', href: csrPath },
  { label: 'Empanelments', href: empanelmentsPath },
  { label: 'Statutory Monthly Report', href: statutoryReportPath },
  { label: 'Academics', href: academicsPath },
  { label: 'OPD Clinics', href: sitePagePath('opd-clinics') },
];

export const footerLegalLinks: (NavLink | NavPlaceholder)[] = [
  { label: 'Privacy Policy', href: sitePagePath('privacy-policy') },
  { label: 'Disclaimer', href: sitePagePath('disclaimer') },
  { label: 'Terms of Use', href: null },
  { label: 'Cookie Policy', href: null },
];

/** The footer's Our Specialty column: these names, in this order, when the API has them (spec). */
export const FOOTER_SPECIALITY_NAMES = [
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
] as const;

export const whatsappLink = whatsappChatLink(site.whatsappGreeting, site.whatsappNumber);

/** The strip of social accounts on every page, above the footer (spec: a strip on pages). */
export const socialBand = {
  heading: 'Stay connected',
  lead: 'Health advice from our doctors, patient stories and news from our six hospitals.',
} as const;
