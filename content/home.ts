import { doctorsPath } from '@/lib/routes';

export interface HomeContent {
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
    primaryAction: { label: string; href: string };
    image: { src: string; alt: string };
  };
  highlights: { value: string; label: string }[];
  specialities: { heading: string; lead: string; viewAllLabel: string };
  doctors: { heading: string; lead: string; viewAllLabel: string; count: number };
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
  specialities: {
    heading: 'Our specialities',
    lead: 'Dedicated teams, modern operating theatres and critical care under one roof.',
    viewAllLabel: 'View all specialities',
  },
  doctors: {
    heading: 'Meet our doctors',
    lead: 'Experienced consultants across every unit of the group.',
    viewAllLabel: 'See all doctors',
    count: 6,
  },
};
