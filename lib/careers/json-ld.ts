import type { JobPosting, WithContext } from 'schema-dts';
import type { Career } from '@/lib/hospital-api/types';
import { absoluteUrl, careerPath } from '@/content/routes';
import { site } from '@/content/site';

/** The group's logo in public/, for the hiring organisation. */
const LOGO_PATH = '/images/logo.svg';

/** Google's employment types, by the job type as written upstream (lower case, no spaces or hyphens). */
const EMPLOYMENT_TYPES: Record<string, string> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractual: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  intern: 'INTERN',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
  perdiem: 'PER_DIEM',
};

/** "Full Time", "full-time" and "FULL_TIME" read alike; a type Google does not know is OTHER. */
export function employmentTypeOf(type: string): string {
  return EMPLOYMENT_TYPES[type.toLowerCase().replace(/[\s_-]+/g, '')] ?? 'OTHER';
}

/** A MongoDB ObjectId starts with its creation time in seconds, in 8 hex digits. */
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * When the job was posted (a date): the API sends no date, but an id made by MongoDB carries the
 * moment the record was created; for any other id, the day the page is rendered.
 */
export function datePostedOf(id: string, renderedAt: Date): string {
  const created = OBJECT_ID.test(id) ? new Date(Number.parseInt(id.slice(0, 8), 16) * 1000) : null;
  return (created ?? renderedAt).toISOString().slice(0, 10);
}

function experienceRequirementsOf(years: number | null): JobPosting['experienceRequirements'] {
  if (years === null) return undefined;
  // Google's documented wording for a job open to people without experience.
  if (years === 0) return 'no requirements';
  return { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: years * 12 };
}

/**
 * A job as Google for Jobs reads it: title, description, employment type, the group as the
 * hiring organisation, when it was posted, and that the page it is on takes applications directly.
 * No jobLocation: a job record holds no place (spec), and one guessed would be wrong for some jobs.
 */
export function jobPostingJsonLd(
  job: Career,
  { origin, renderedAt = new Date() }: { origin: string; renderedAt?: Date },
): WithContext<JobPosting> {
  const experience = experienceRequirementsOf(job.experienceYears);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.name,
    description: job.description || `${job.name} at ${site.brand}.`,
    url: absoluteUrl(origin, careerPath(job.slug)),
    identifier: { '@type': 'PropertyValue', name: site.brand, value: job.id },
    datePosted: datePostedOf(job.id, renderedAt),
    employmentType: employmentTypeOf(job.type),
    hiringOrganization: {
      '@type': 'Organization',
      name: site.brand,
      sameAs: origin,
      logo: absoluteUrl(origin, LOGO_PATH),
    },
    directApply: true,
    ...(experience ? { experienceRequirements: experience } : {}),
  };
}
