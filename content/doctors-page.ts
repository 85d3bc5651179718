import { doctorLocatorPath, doctorsPath } from '@/content/routes';
import { site } from '@/content/site';

export interface CityTab {
  label: string;
  /** The city as the hospital API writes it; null for every city. */
  city: string | null;
}

export const doctorsPage = {
  /** Browser title, before the layout adds the brand (spec: '… | {brand}'). */
  title: 'Best Doctors and Surgeons in India',
  description: `Find the right specialist among ${site.brand}'s doctors and surgeons in Amritsar, Pathankot, Tarn Taran, Ferozepur and Srinagar, and book online.`,
  heading: 'Find a Doctor',
  /** The banner's drawing (spec: the list opens with a banner image). */
  bannerArt: { src: '/images/doctors/our-doctors.svg', width: 480, height: 300 },
  lead: 'Experienced consultants across six hospitals. Search by name, or choose a hospital or a speciality to narrow the list.',
  /** City tabs (spec); Taran Taran is the API's spelling and is shown as Tarn Taran. */
  cityTabs: [
    { label: 'All', city: null },
    { label: 'GT Road Amritsar', city: 'GT Road Amritsar' },
    { label: 'Medicity Amritsar', city: 'Medicity Amritsar' },
    { label: 'Pathankot', city: 'Pathankot' },
    { label: 'Ferozepur', city: 'Ferozepur' },
    { label: 'Srinagar', city: 'Srinagar' },
    { label: 'Tarn Taran', city: 'Taran Taran' },
  ] satisfies CityTab[],
  nameLabel: "Doctor's name",
  namePlaceholder: 'Type a name, e.g. Preet',
  categoryLabel: 'Speciality',
  categoryPlaceholder: 'e.g. Cardiology',
  empty: 'No doctors found for the given filters.',
  search: 'Search',
  pages: 'Pages of doctors',
  previous: 'Previous',
  next: 'Next',
  locateLink: { label: 'Find doctors by location and speciality', href: doctorLocatorPath },
};

/** How a city the API writes is shown (the API's "Taran Taran" is shown as Tarn Taran). */
export function cityLabel(city: string): string {
  return (
    doctorsPage.cityTabs.find((tab) => tab.city?.toLowerCase() === city.trim().toLowerCase())
      ?.label ?? city
  );
}

export const doctorProfilePage = {
  expertsHeading: 'Our Medical Experts',
  expertsLead: 'Other specialists in the same field.',
  findDoctor: { label: 'Find a Doctor', href: doctorsPath() },
  formHeading: 'Book an appointment',
  aboutHeading: 'About',
  educationLabel: 'Education',
  experienceLabel: 'Experience',
  practisesAtLabel: 'Consults at',
  shareLabel: 'Share on WhatsApp',
  shareText: (name: string, url: string) => `${name} at ${site.brand}: ${url}`,
};
