import {
  aboutPath,
  academicsPath,
  blogsPath,
  careersPath,
  contactPath,
  doctorsPath,
  emergencyPath,
  galleryPath,
  homePath,
  hospitalsPath,
  internationalPatientsPath,
  leadershipPath,
  requestStatusPath,
  specialitiesPath,
  unitPath,
} from '@/content/routes';
import { whatsappLink as whatsappChatLink } from '@/content/share-links';
import { site } from '@/content/site';

export interface NavLink {
  label: string;
  href: string;
  /** Opens another site, in a new tab. */
  external?: boolean;
  /** On a translated page: the page it leads to is in English (lib/i18n/paths.ts, localeLink). */
  hrefLang?: string;
  /** On a translated page: the label is English, as the hospital API or a registry gives it. */
  lang?: string;
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

/** The menus that list content pages from the registries (content/registry-menus.ts). */
export type PageMenuId = 'centres-of-excellence' | 'services' | 'footer-patients' | 'footer-legal';

/**
 * How menus list a content page: its label, and its place in each menu that lists it, counted
 * from 1 (the menu's other links fill the places no page takes).
 */
export interface MenuListing {
  label: string;
  places: Partial<Record<PageMenuId, number>>;
}

/**
 * The header's menus built on the server: the specialities from the API, the centres and services
 * from the registries (they carry every page's text, which client code must not import).
 */
export interface HeaderMenus {
  specialities: NavMenu;
  centresOfExcellence: NavMenu;
  services: NavMenu;
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
  links: site.units.map((unit) => ({ label: unit.shortName, href: unitPath(unit.link) })),
  overview: { label: 'All our hospitals', href: hospitalsPath },
};

/** The specialities menu is built from the API's first categories; only its frame lives here. */
export const specialitiesMenuFrame = {
  id: 'specialities',
  label: 'Specialities',
  overview: { label: 'All specialities', href: specialitiesPath() },
};

export const doctorsLink: NavLink = { label: 'Find a Doctor', href: doctorsPath() };

/**
 * The emergency page (numbers, the nearest hospital, first aid): the first link of the header's
 * slim bar and of the phone menu, both from here.
 */
export const emergencyLink: NavLink = { label: 'Emergency help', href: emergencyPath };

/** The site's secondary pages: in the slim bar above the main navigation, and in the phone menu. */
export const utilityLinks: NavLink[] = [
  { label: 'International Patients', href: internationalPatientsPath },
  { label: 'Blogs', href: blogsPath() },
  { label: 'Careers', href: careersPath },
  { label: 'Academics', href: academicsPath },
  { label: 'Nursing College', href: site.nursingCollegeUrl, external: true },
  { label: 'Contact Us', href: contactPath },
];

/**
 * Shown as links in the slim bar; the rest of the utility links wait in its More menu. The
 * emergency page leads the bar; International Patients moved into More to make room for it,
 * keeping the bar one line at 1024 px and Book an Appointment within 15 Tabs.
 */
const STRIP_LINK_HREFS: readonly string[] = [contactPath];

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

/** "Where is my request?": in the phone menu, and in the footer beside the copyright line. */
export const requestStatusLink: NavLink = {
  label: 'Where is my request?',
  href: requestStatusPath,
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
  requestStatusLink,
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
