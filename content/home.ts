import {
  blogsPath,
  contactPath,
  doctorLocatorPath,
  doctorsPath,
  galleryPath,
  homePath,
  hospitalsPath,
  modelOfCarePath,
  packagesPath,
  sitePagePath,
  specialitiesPath,
} from '@/content/routes';

/** A lucide icon, by the name the home components map to a glyph. */
export type HomeIcon =
  | 'stethoscope'
  | 'clipboard'
  | 'building'
  | 'home'
  | 'flask'
  | 'heartPulse'
  | 'package'
  | 'wind'
  | 'receipt'
  | 'shield'
  | 'ambulance';

export interface HomeTile {
  label: string;
  description: string;
  href: string;
  icon: HomeIcon;
}

export interface FounderQuote {
  quote: string;
  name: string;
  role: string;
  /** Shown in place of a photograph. */
  initials: string;
}

export interface HomeContent {
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
    primaryAction: { label: string; href: string };
    image: { src: string; alt: string };
  };
  highlights: { value: string; label: string }[];
  founders: { heading: string; lead: string; quotes: FounderQuote[] };
  shortcuts: { heading: string; tiles: HomeTile[] };
  specialities: { heading: string; lead: string; viewAllLabel: string };
  searchBy: {
    heading: string;
    lead: string;
    toggleLabel: string;
    lettersLabel: (target: string) => string;
    locate: { label: string; href: string };
  };
  hospitals: { heading: string; lead: string; viewAllLabel: string; viewAllHref: string };
  technologies: { heading: string; lead: string };
  doctors: { heading: string; lead: string; viewAllLabel: string; count: number };
  care: {
    heading: string;
    lead: string;
    modelOfCare: { label: string; href: string };
    tiles: HomeTile[];
  };
  awards: { heading: string; lead: string; viewAllLabel: string; viewAllHref: string };
  patientStories: { heading: string; lead: string };
  blogs: { heading: string; lead: string; viewAllLabel: string; viewAllHref: string };
  videos: { heading: string; lead: string };
}

export const homeContent: HomeContent = {
  hero: {
    eyebrow: 'Six hospitals · Punjab and Kashmir',
    heading: 'Expert care, close to home',
    lead: 'From emergency trauma care to planned joint replacement, our specialists in Amritsar, Pathankot, Tarn Taran, Ferozepur and Srinagar are here for you and your family, day and night.',
    primaryAction: { label: 'Find a doctor', href: doctorsPath() },
    image: {
      src: '/images/home-hero.svg',
      alt: 'Illustration of an Amandeep Hospital building with an ambulance at its entrance',
    },
  },
  highlights: [
    { value: 'Since 1990', label: 'caring for families' },
    { value: '6', label: 'hospitals in the network' },
    { value: '24/7', label: 'ambulance and emergency' },
  ],
  founders: {
    heading: 'Why we built this hospital',
    lead: 'A few words from the people who started it.',
    quotes: [
      {
        quote:
          'We began with one operating theatre and a promise: no family in our region should have to travel to a distant city for good surgery. Every hospital we have opened since keeps that promise a little closer to home.',
        name: 'Dr. Jaswant Singh Virdi',
        role: 'Founder and Chairman',
        initials: 'JV',
      },
      {
        quote:
          'Good medicine is more than a skilled hand. It is a nurse who explains, a bill that holds no surprises and a call the day after you go home. That is the hospital we set out to build.',
        name: 'Dr. Harleen Kaur Virdi',
        role: 'Co-founder and Medical Director',
        initials: 'HV',
      },
    ],
  },
  shortcuts: {
    heading: 'How can we help you today?',
    tiles: [
      {
        label: 'Second Opinion',
        description: 'Talk your diagnosis through with one of our specialists.',
        href: doctorsPath(),
        icon: 'stethoscope',
      },
      {
        label: 'Health Checkup',
        description: 'Preventive health packages for every age.',
        href: packagesPath,
        icon: 'clipboard',
      },
      {
        label: 'Corporate Tie-ups',
        description: 'Care plans for your employees and their families.',
        href: contactPath,
        icon: 'building',
      },
      {
        label: 'Homecare',
        description: 'Nursing, physiotherapy and sample collection at home.',
        href: homePath,
        icon: 'home',
      },
      {
        label: 'Book a Test',
        description: 'Laboratory tests with reports you can trust.',
        href: sitePagePath('pathology'),
        icon: 'flask',
      },
    ],
  },
  specialities: {
    heading: 'Our specialities',
    lead: 'Dedicated teams, modern operating theatres and critical care under one roof.',
    viewAllLabel: 'View all specialities',
  },
  searchBy: {
    heading: 'Search by',
    lead: 'Choose doctors or specialities, then the first letter of what you are looking for.',
    toggleLabel: 'Search by',
    lettersLabel: (target) => `${target} from A to Z`,
    locate: { label: 'Locate a doctor near you', href: doctorLocatorPath },
  },
  hospitals: {
    heading: 'Our network hospitals',
    lead: 'Six hospitals across Punjab and Kashmir, one standard of care.',
    viewAllLabel: 'About our hospitals',
    viewAllHref: hospitalsPath,
  },
  technologies: {
    heading: 'Technology that helps us heal',
    lead: 'Equipment chosen for safer procedures, clearer diagnoses and faster recovery.',
  },
  doctors: {
    heading: 'Meet our doctors',
    lead: 'Experienced consultants across every unit of the group.',
    viewAllLabel: 'See all doctors',
    count: 8,
  },
  care: {
    heading: 'Care before, during and after your stay',
    lead: 'Everything around your treatment, planned so that you and your family can focus on getting better.',
    modelOfCare: { label: 'Our Model of Care', href: modelOfCarePath },
    tiles: [
      {
        label: 'Post-discharge Care',
        description: 'Follow-up calls, visits and rehabilitation once you are home.',
        href: sitePagePath('post-discharge-care'),
        icon: 'heartPulse',
      },
      {
        label: 'Health Packages',
        description: 'Checkups and planned procedures at a price agreed in advance.',
        href: packagesPath,
        icon: 'package',
      },
      {
        label: 'Hyperbaric Oxygen Therapy',
        description: 'Oxygen under pressure for slow-healing wounds and more.',
        href: sitePagePath('hbot'),
        icon: 'wind',
      },
      {
        label: 'Billing Information',
        description: 'How estimates, deposits and final bills work.',
        href: sitePagePath('billing-info'),
        icon: 'receipt',
      },
      {
        label: 'Insurance & TPA',
        description: 'Cashless treatment with insurers and government schemes.',
        href: sitePagePath('insurance-&-tpa'),
        icon: 'shield',
      },
      {
        label: 'Ambulance Services',
        description: 'Round-the-clock ambulances with trained paramedics.',
        href: sitePagePath('ambulance-services'),
        icon: 'ambulance',
      },
    ],
  },
  awards: {
    heading: 'Awards and recognition',
    lead: 'Independent recognition of the care our teams give.',
    viewAllLabel: 'View All Media',
    viewAllHref: galleryPath,
  },
  patientStories: {
    heading: 'Patient stories',
    lead: 'In their own words: patients and families on their treatment with us.',
  },
  blogs: {
    heading: 'Health articles',
    lead: 'Practical advice from our doctors.',
    viewAllLabel: 'Read all articles',
    viewAllHref: blogsPath(),
  },
  videos: {
    heading: 'Our videos',
    lead: 'Short films from our hospitals: procedures explained and a look behind the scenes.',
  },
};

/** The home page's first-letter filter targets, in toggle order; Speciality is chosen at first. */
export const searchByTargets = [
  { id: 'doctors', label: 'Doctors', path: (letter: string) => doctorsPath({ category: letter }) },
  {
    id: 'speciality',
    label: 'Speciality',
    path: (letter: string) => specialitiesPath({ category: letter }),
  },
] as const;
