import { site } from '@/lib/site';

export const careersPage = {
  title: 'Careers',
  metaTitle: 'Careers: Jobs for Doctors, Nurses and Staff',
  description: `Current openings for nurses, doctors, technicians and staff at ${site.brand} in Amritsar, Pathankot, Tarn Taran, Ferozepur and Srinagar. Apply online with your CV.`,
  lead: 'Join a team that has cared for families across Punjab and Kashmir since 1990.',
  empty: 'There are no openings right now. Please check again soon.',
};

export const applyPage = {
  /** The application form's title (spec). */
  heading: `Apply at ${site.brand}`,
  lead: 'Fill in your details and attach your CV. Our HR team reads every application.',
  backLabel: 'All openings',
};
