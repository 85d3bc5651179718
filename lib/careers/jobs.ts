import { absoluteUrl, careerPath } from '@/content/routes';
import { smsLink } from '@/content/share-links';
import { site } from '@/content/site';

/** Shown for a job that asks for no experience (0 years, or none given). */
export const FRESHERS_WELCOME = 'Freshers welcome';

/**
 * Experience as the spec shows it: a range from one year less to the years asked for, in words
 * ("2 to 3 years", "0 to 1 years"), which screen readers say plainly where some read a dash out;
 * a job that asks for none welcomes freshers.
 */
export function experienceRange(years: number | null): string {
  if (years === null || years <= 0) return FRESHERS_WELCOME;
  return `${Math.max(0, years - 1)} to ${years} years`;
}

type SharedJob = { name: string; slug: string };

/** What sharing a job hands over: the device's share sheet takes all three, a text message the text. */
export function jobShareData(job: SharedJob, siteOrigin: string) {
  const url = absoluteUrl(siteOrigin, careerPath(job.slug));
  return {
    title: `${job.name} | ${site.brand}`,
    text: `${site.brand} is hiring: ${job.name}. Apply at ${url}`,
    url,
  };
}

/** A text-message link that shares a job (spec: Share opens a pre-filled text message). */
export function shareJobLink(job: SharedJob, siteOrigin: string): string {
  return smsLink(jobShareData(job, siteOrigin).text);
}
