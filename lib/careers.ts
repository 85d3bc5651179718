import { absoluteUrl, careerPath } from './routes';
import { smsLink } from './share-links';
import { site } from './site';

/** Experience as the spec shows it: a range from one year less to the years asked for. */
export function experienceRange(years: number | null): string | null {
  if (years === null) return null;
  if (years <= 0) return 'Freshers welcome';
  const from = Math.max(0, years - 1);
  return `${from} - ${years} years`;
}

/** A text-message link that shares a job (spec: Share opens a pre-filled text message). */
export function shareJobLink(job: { name: string; slug: string }, siteOrigin: string): string {
  const text = `${site.brand} is hiring: ${job.name}. Apply at ${absoluteUrl(siteOrigin, careerPath(job.slug))}`;
  return smsLink(text);
}
