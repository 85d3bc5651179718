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
import type { home } from '@/content/i18n/en/home';

// The home page's shape: where its tiles and links lead, and their icons. Its words, in every
// language, are in the home catalogue (content/i18n/en/home.ts and its translations).

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
  | 'ambulance'
  | 'award'
  | 'article';

/** A tile as the page shows it: its words in the page's language, and where it leads. */
export interface HomeTile {
  label: string;
  description: string;
  href: string;
  /** The linked page's language, when it differs from the page's (an English page). */
  hrefLang?: string;
  icon: HomeIcon;
}

export interface FounderQuote {
  quote: string;
  name: string;
  role: string;
  /** Shown in place of a photograph. */
  initials: string;
}

type HomeWords = typeof home;

interface TilePlace<Id> {
  id: Id;
  href: string;
  icon: HomeIcon;
}

/** The "How can we help you today?" tiles, in order. */
export const shortcutTiles: readonly TilePlace<keyof HomeWords['shortcuts']['tiles']>[] = [
  { id: 'secondOpinion', href: doctorsPath(), icon: 'stethoscope' },
  { id: 'healthCheckup', href: packagesPath, icon: 'clipboard' },
  { id: 'corporate', href: contactPath, icon: 'building' },
  { id: 'homecare', href: homePath, icon: 'home' },
  { id: 'bookTest', href: sitePagePath('pathology'), icon: 'flask' },
];

/** The care tiles, in order. */
export const careTiles: readonly TilePlace<keyof HomeWords['care']['tiles']>[] = [
  { id: 'postDischarge', href: sitePagePath('post-discharge-care'), icon: 'heartPulse' },
  { id: 'healthPackages', href: packagesPath, icon: 'package' },
  { id: 'hbot', href: sitePagePath('hbot'), icon: 'wind' },
  { id: 'billing', href: sitePagePath('billing-info'), icon: 'receipt' },
  { id: 'insurance', href: sitePagePath('insurance-&-tpa'), icon: 'shield' },
  { id: 'ambulance', href: sitePagePath('ambulance-services'), icon: 'ambulance' },
];

/**
 * On a Punjabi or Hindi home page, in place of the awards, patient stories, articles and videos
 * (the hospital API's, in English): a link to each page that lists them, marked as English.
 */
export const inEnglishTiles: readonly TilePlace<keyof HomeWords['inEnglish']['tiles']>[] = [
  { id: 'media', href: galleryPath, icon: 'award' },
  { id: 'articles', href: blogsPath(), icon: 'article' },
];

/** Where the home page's other links lead (English addresses; a translated page maps them). */
export const homeLinks = {
  findDoctor: doctorsPath(),
  specialities: specialitiesPath(),
  allSpecialities: specialitiesPath(),
  locate: doctorLocatorPath,
  hospitals: hospitalsPath,
  doctors: doctorsPath(),
  modelOfCare: modelOfCarePath,
  awards: galleryPath,
  blogs: blogsPath(),
  videos: `${galleryPath}#videos`,
};

export const homeHeroImage = '/images/home-hero.svg';

/** How many doctors the home page's carousel shows. */
export const featuredDoctorCount = 8;

/**
 * How many of the hospital API's awards (the newest), and of its videos in each of the two video
 * carousels, the home page shows. The API sends them all, and each slide costs the page's HTML a
 * few hundred bytes gzip (its markup and the data React hydrates from): a hospital with fifty
 * awards would have taken the home page far past its 30 KB budget. Every award is on the awards
 * page, through the gallery; the videos past these are on the gallery and the hospital's channel,
 * which the patient stories section links to.
 */
export const homeAwardsShown = 10;
export const homeVideosShown = 6;

/**
 * The words of the English home page's awards, patient stories, articles and videos: the hospital
 * API's media, in English, which a translated home page links to instead (inEnglishTiles).
 */
export const homeMediaWords = {
  awards: {
    heading: 'Awards and recognition',
    lead: 'Independent recognition of the care our teams give.',
    viewAll: 'View All Media',
  },
  patientStories: {
    heading: 'Patient stories',
    lead: 'In their own words: patients and families on their treatment with us.',
    more: 'More stories on YouTube',
  },
  blogs: {
    heading: 'Health articles',
    lead: 'Practical advice from our doctors.',
    viewAll: 'Read all articles',
  },
  videos: {
    heading: 'Our videos',
    lead: 'Short films from our hospitals: procedures explained and a look behind the scenes.',
    viewAll: 'View all videos',
  },
};
