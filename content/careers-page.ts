import { site } from '@/content/site';

export const careersPage = {
  title: 'Careers',
  metaTitle: 'Careers: Jobs for Doctors, Nurses and Staff',
  description: `Jobs for nurses, doctors, technicians and staff at ${site.brand} in Amritsar, Pathankot, Tarn Taran, Ferozepur and Srinagar. Apply online with your CV.`,
  lead: 'Join a team that has cared for families across Punjab and Kashmir since 1990.',
  openingsHeading: 'Current openings',
  openingsLead:
    'Apply online with your CV in a few minutes, or share a role with someone it would suit.',
  /** No jobs listed upstream. */
  empty:
    'There are no openings right now. We still welcome your CV: write to our HR desk and we will keep you in mind.',
  /** The list could not be loaded. */
  failed:
    'We could not load our openings just now. Please try again in a few minutes, or write to our HR desk.',
  /** Beneath the list, for people who found nothing that suits them. */
  noMatch: 'Did not find your role? Send your CV to our HR desk.',
};

/** The words on each job card. */
export const jobCard = {
  typeLabel: 'Job type',
  experienceLabel: 'Experience',
  locationLabel: 'Location',
  factsLabel: 'About the job',
  apply: 'Apply',
  applyLabel: (job: string) => `Apply for ${job}`,
  share: 'Share',
  shareLabel: (job: string) => `Share the ${job} job`,
};

export const applyPage = {
  /** The application form's title (spec). */
  heading: `Apply at ${site.brand}`,
  lead: 'Fill in your details and attach your CV. Our HR team reads every application.',
  /** The lead above a job's form: on a phone the job itself is only below the form. */
  leadFor: (job: string) =>
    `You are applying for ${job}. Fill in your details and attach your CV: our HR team reads every application.`,
  backLabel: 'All openings',
  /** Names the form's panel for assistive technology. */
  formLabel: 'Application form',
  /** The job's opening could not be loaded: the page still answers, with another way to apply. */
  unavailableTitle: 'Opening unavailable',
  unavailable:
    'We could not load this opening just now. Please try again in a few minutes, or email your CV to our HR desk.',
};
