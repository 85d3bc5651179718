import {
  academicsPath,
  careersPath,
  contactPath,
  csrPath,
  hospitalsPath,
  leadershipPath,
  modelOfCarePath,
  sitePagePath,
} from '@/content/routes';
import { site } from '@/content/site';
import type { CallToAction, ContentImage, Paragraphs } from './blocks';

/** Icons the about pages use, by their names in the site's icon sprite. */
export type AboutIcon =
  | 'users'
  | 'heart-pulse'
  | 'building'
  | 'briefcase'
  | 'graduation-cap'
  | 'hand-heart'
  | 'mail'
  | 'stethoscope'
  | 'globe'
  | 'award'
  | 'clipboard';

/** A card pointing to another page: what it is, one line on why to go there. */
export interface OnwardLink {
  label: string;
  text: string;
  href: string;
  icon: AboutIcon;
}

/** A step in the group's story; a year only where we state one elsewhere on the site. */
export interface Milestone {
  when: string;
  title: string;
  text: string;
}

/** The group's founding year (site-core §1: "operation since 1990"). */
export const FOUNDED_YEAR = 1990;

/** The about page (/about-amandeep-hospital). */
export const aboutPage = {
  title: `About ${site.brand}`,
  metaTitle: `About Us: Six Hospitals Caring for Patients Since ${FOUNDED_YEAR}`,
  metaDescription: `${site.brand} grew from one operating theatre in Amritsar in ${FOUNDED_YEAR} to six hospitals in Punjab and Kashmir, with specialists at each and a 24/7 ambulance.`,
  lead: `A family of six hospitals in Punjab and Kashmir, caring for patients since ${FOUNDED_YEAR}.`,
  image: {
    src: '/images/about/since-1990.svg',
    alt: 'Illustration of a small single-storey hospital beside the larger hospital buildings of today, with an ambulance at the door',
    width: 640,
    height: 420,
  } satisfies ContentImage,
  intro: [
    `${site.brand} began in ${FOUNDED_YEAR} as a small hospital on GT Road in Amritsar: one operating theatre, a ward and a doctor couple who wanted people of the region to get good surgery without travelling to a distant city.`,
    'Today we are six hospitals, in Amritsar, Pathankot, Tarn Taran, Ferozepur and Srinagar. Each has its own emergency department, specialists and nurses, and all of them share one set of patient records, one set of clinical rules and the support of our main hospital in Amritsar.',
  ] satisfies Paragraphs,
  numbers: {
    heading: `${site.brand} in numbers`,
    since: { value: String(FOUNDED_YEAR), label: 'the year our first hospital opened' },
    units: (count: number) => ({ value: String(count), label: 'hospitals in Punjab and Kashmir' }),
    ambulance: { value: '24/7', label: 'ambulance and emergency care' },
    specialities: (count: number) => ({ value: String(count), label: 'specialities' }),
    doctors: (count: number) => ({ value: String(count), label: 'doctors listed on this site' }),
  },
  story: {
    heading: 'Our story',
    lead: 'We have grown one hospital at a time, and only where we could staff an emergency around the clock.',
    milestones: [
      {
        when: String(FOUNDED_YEAR),
        title: 'One theatre on GT Road',
        text: 'Our first hospital opens in Amritsar with one operating theatre and a small ward, treating mostly injuries from roads, farms and factories.',
      },
      {
        when: 'The 1990s',
        title: 'Round-the-clock emergency',
        text: 'The hospital adds an intensive care unit, a blood bank and its own ambulances, so that an accident victim can be brought in, operated on and looked after in one place at any hour.',
      },
      {
        when: '2004',
        title: 'Free cleft surgery',
        text: 'Our plastic surgeons start a free cleft lip and palate programme with an international cleft charity. It still runs today.',
      },
      {
        when: '2008',
        title: 'A teaching hospital',
        text: 'We begin training doctors for the national board’s DNB courses, and later open a nursing college.',
      },
      {
        when: 'Since then',
        title: 'Six hospitals',
        text: 'The Medicity opens in Amritsar, followed by hospitals in Pathankot, Tarn Taran, Ferozepur and Srinagar, each with its own emergency and specialists, close to the families they serve.',
      },
    ] satisfies Milestone[],
  },
  units: {
    heading: 'Our six hospitals',
    lead: 'Choose a hospital to see its specialities, doctors, address and visiting hours.',
    /** Under each card, a cue that the card is a link (the link itself is the unit's name). */
    moreLabel: 'View this hospital',
    allLabel: 'Compare all our hospitals',
    allHref: hospitalsPath,
  },
  ambulance: {
    heading: '24/7 ambulance and emergency',
    text: 'Our ambulances and emergency departments work day and night, every day of the year. In an emergency call the number below: tell us where you are, what happened and how the patient is breathing, and the nearest of our hospitals will send an ambulance and get ready for you.',
    callLabel: 'Call the ambulance',
    moreLabel: 'About our ambulance service',
    moreHref: sitePagePath('ambulance-services'),
  },
  onward: {
    heading: 'Find out more',
    links: [
      {
        label: 'Our leadership',
        text: 'The five people who run our hospitals, and what each answers for.',
        href: leadershipPath,
        icon: 'users',
      },
      {
        label: 'Our model of care',
        text: 'How a visit, an operation and the weeks after it are organised.',
        href: modelOfCarePath,
        icon: 'heart-pulse',
      },
      {
        label: 'Our hospitals',
        text: 'All six units, with their specialities and how to reach them.',
        href: hospitalsPath,
        icon: 'building',
      },
      {
        label: 'Careers',
        text: 'Openings for doctors, nurses and staff at every unit.',
        href: careersPath,
        icon: 'briefcase',
      },
      {
        label: 'Academics',
        text: 'DNB, fellowship, observership and nursing courses.',
        href: academicsPath,
        icon: 'graduation-cap',
      },
      {
        label: 'CSR',
        text: 'Free health camps, cleft surgery and blood donation drives.',
        href: csrPath,
        icon: 'hand-heart',
      },
      {
        label: 'Contact us',
        text: 'Addresses, phone numbers and a form for your questions.',
        href: contactPath,
        icon: 'mail',
      },
    ] satisfies OnwardLink[],
  },
  callToAction: {
    heading: 'Need to see a doctor?',
    text: 'Call our appointments desk or book online, at the hospital nearest to you.',
    phone: 'appointment',
  } satisfies CallToAction,
};
