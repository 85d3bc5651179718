import { site } from '@/lib/site';

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

export const aboutPath = `/about-${site.brandSlug}-hospital/`;

export const aboutMenu: NavMenu = {
  id: 'about',
  label: 'About Us',
  links: [
    { label: `About ${site.brand}`, href: aboutPath },
    { label: 'Leadership', href: '/leadership' },
    { label: 'Our Hospitals', href: '/our-hospitals' },
    { label: 'Gallery', href: '/gallery' },
  ],
};

export const hospitalsMenu: NavMenu = {
  id: 'hospitals',
  label: 'Hospitals',
  links: site.sites.map((unit) => ({ label: unit.shortName, href: `/our-hospitals/${unit.link}` })),
  overview: { label: 'All our hospitals', href: '/our-hospitals' },
};

export const centresOfExcellenceMenu: NavMenu = {
  id: 'centres-of-excellence',
  label: 'Centre of Excellence',
  links: [
    {
      label: 'AI Robotics Orthopaedics',
      href: '/amandeep-centre-of-excellence-for-orthopaedics-and-joint-replacement',
    },
    {
      label: 'Foot & Wound Care',
      href: '/amandeep-center-of-excellence-advance-foot-wound-care-center',
    },
    { label: 'Sports Injuries', href: '/amandeep-centre-of-excellence-for-sports-injuries' },
    { label: 'Neuro & Spine', href: '/amandeep-centre-of-excellence-for-neuro-spine-surgery' },
    { label: 'Burns', href: '/amandeep-centre-of-excellence-for-burn-treatment' },
    {
      label: 'Cardiology',
      href: '/amandeep-centre-of-excellence-for-cardiology-and-cardiothoracic-surgery',
    },
    {
      label: 'Plastic & Aesthetic Surgery',
      href: '/amandeep-centre-of-excellence-plastic-reconstructive-aesthetic-surgery',
    },
    { label: 'Trauma Care', href: '/amandeep-centre-of-excellence-trauma-care' },
    { label: 'Thoracic Surgery', href: '/amandeep-centre-of-excellence-thoracic-surgery' },
    { label: 'Cleft Lip & Palate', href: '/amandeep-centre-of-excellence-cleft-lip-Palate' },
  ],
};

export const servicesMenu: NavMenu = {
  id: 'services',
  label: 'Services',
  links: [
    { label: 'Ambulance Services', href: '/ambulance-services' },
    { label: 'Physiotherapy', href: '/physiotherapy' },
    { label: 'Radiology', href: '/radiology' },
    { label: 'CSR', href: '/csr' },
    { label: 'HBOT', href: '/hbot' },
    { label: 'Pathology', href: '/pathology' },
    { label: 'Blood Bank', href: '/blood-bank' },
  ],
};

/** The specialities menu is built from the API's first categories; only its frame lives here. */
export const specialitiesMenuFrame = {
  id: 'specialities',
  label: 'Specialities',
  overview: { label: 'All specialities', href: '/specialities' },
};

export const doctorsLink: NavLink = { label: 'Find a Doctor', href: '/doctors' };

/** The slim bar above the main navigation, and the plain links of the mobile menu. */
export const utilityLinks: NavLink[] = [
  { label: 'International Patients', href: '/international-patients' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Careers', href: '/careers' },
  { label: 'Academics', href: '/academics' },
  { label: 'Nursing College', href: site.nursingCollegeUrl, external: true },
  { label: 'Contact Us', href: '/contact-us' },
];

export const mobilePrimaryLinks: NavLink[] = [
  { label: 'Home', href: '/' },
  doctorsLink,
  { label: 'Specialities', href: '/specialities' },
  ...aboutMenu.links,
  ...utilityLinks,
];

export const footerPatientLinks: NavLink[] = [
  { label: `About ${site.brand}`, href: `/about-${site.brandSlug}-hospital` },
  { label: 'Find a Doctor', href: '/doctors' },
  { label: 'Careers', href: '/careers' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Book an Appointment', href: '/appointment' },
  { label: 'Admissions', href: '/admissions' },
  { label: 'Post-Discharge Care', href: '/post-discharge-care' },
  { label: 'Health Packages', href: '/packages' },
  { label: 'HBOT', href: '/hbot' },
  { label: 'Billing Information', href: '/billing-info' },
  { label: 'Insurance & TPA', href: '/insurance-&-tpa' },
  { label: 'Ambulance Services', href: '/ambulance-services' },
  { label: 'CSR', href: '/csr' },
  { label: 'Empanelments', href: '/empanelments' },
  { label: 'Statutory Monthly Report', href: '/statutory-monthly-report' },
  { label: 'Academics', href: '/academics' },
  { label: 'OPD Clinics', href: '/opd-clinics' },
];

export const footerLegalLinks: (NavLink | NavPlaceholder)[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Disclaimer', href: '/disclaimer' },
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

export const whatsappLink = `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(site.whatsappGreeting)}`;
