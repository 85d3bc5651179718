import { doctorsPath, specialitiesPath } from '@/content/routes';
import { site } from '@/content/site';

/** The specialities list (/specialities). */
export const specialitiesPage = {
  /** Browser title, before the layout adds the brand. */
  title: 'Medical Specialities',
  description: `Medical and surgical specialities at ${site.brand}'s six hospitals in Punjab and Kashmir: cardiology, orthopaedics, neurosciences, oncology and more.`,
  heading: 'Our Specialities',
  lead: 'Expert teams across every major branch of medicine and surgery. Find a speciality to read about its treatments, watch patient stories and meet its doctors.',
  searchLabel: 'Find a speciality',
  searchPlaceholder: 'e.g. Cardiology',
  searchSubmit: 'Search',
  searching: 'Searching…',
  listHeading: 'All specialities',
  /** The line above the grid: which of the matches are shown (the total when the API says). */
  count: ({
    from,
    to,
    total,
    search,
  }: {
    from: number;
    to: number;
    total: number | null;
    search: string;
  }) =>
    `Showing ${from}–${to}${total === null ? '' : ` of ${total}`} ${
      total === 1 ? 'speciality' : 'specialities'
    }${search ? ` matching “${search}”` : ''}`,
  empty: (search: string) => `No speciality matches “${search}”.`,
  emptyHint: 'Check the spelling, or try a shorter word such as “cardio” or “ortho”.',
  showAll: { label: 'Show all specialities', href: specialitiesPath() },
  pages: 'Pages of specialities',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
};

/** One speciality's page (/specialities/{slug}). */
export const specialityPage = {
  kicker: 'Speciality',
  overviewHeading: (name: string) => `About ${name}`,
  explainedHeading: (name: string) => `${name} explained`,
  callLabel: 'Call Us Now',
  bookLabel: 'Book an Appointment',
  faqHeading: 'Frequently Asked Questions',
  testimonialHeading: 'Patient testimonial',
  storiesHeading: 'Patient stories',
  storyTag: (index: number) => `Story ${index}`,
  storyTitle: (name: string, index: number) => `${name}: patient story ${index}`,
  testimonialTitle: (name: string) => `${name}: patient testimonial`,
  explainedTitle: (name: string) => `${name} explained`,
  explainedCaption: (name: string) =>
    `Our ${name} specialists explain the conditions they treat, how they are diagnosed and what treatment involves.`,
  /** A video the site cannot embed: a link to where it lives. */
  doctorsHeading: (name: string) => `Our ${name} doctors`,
  doctorsLead: 'Book an appointment, or get to know your doctor first.',
  allDoctors: 'See all in the directory',
  moreHeading: 'Looking for something else?',
  moreText: 'Browse every speciality, or search our doctors by name, hospital or speciality.',
  links: [
    { label: 'All specialities', href: specialitiesPath() },
    { label: 'Find a doctor', href: doctorsPath() },
  ],
  phone: site.appointmentPhone,
};

/**
 * How many of its doctors a speciality's page shows; the section's button leads to all of them in
 * the doctors list. Each card costs the page's HTML about 0.4 KB gzip, and a large department
 * listed whole would take a page past its 30 KB (the sample catalogue's largest has four).
 */
export const specialityTeamShown = 12;
