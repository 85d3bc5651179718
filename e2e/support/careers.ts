import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { STUB_ORIGIN } from '../../playwright.config';

// The catalogue's jobs as the careers tests expect to see them, read from the same file the site
// and the stub upstream serve, and what a visitor should read about each.

export interface CatalogueJob {
  _id: string;
  name: string;
  slug: string;
  description: string;
  type: string;
  experience: number | null;
}

export const jobs = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'content', 'catalogue', 'careers.json'), 'utf8'),
) as CatalogueJob[];

/** The experience a card shows: one year less to the years asked for, or freshers welcome. */
export function experienceText(years: number | null): string {
  return years ? `${Math.max(0, years - 1)} to ${years} years` : 'Freshers welcome';
}

/** A job's card on /careers, found by its name. */
export const jobCard = (page: Page, job: CatalogueJob) =>
  page.getByRole('article', { name: job.name, exact: true });

/** The site's own origin, as its pages name it in their canonical links. */
export async function siteOrigin(page: Page): Promise<string> {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  return new URL(canonical ?? '').origin;
}

/** The HR desk's address (content/site.ts), as the empty and failed states link to it. */
export const HR_EMAIL = 'careers@amandeephospital.org';

/** Changes records of the stub upstream's catalogue in place (e2e/support/stub-upstream). */
export async function patchStubJobs(match: Record<string, unknown>, set: Record<string, unknown>) {
  const response = await fetch(`${STUB_ORIGIN}/__control/patch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ collection: 'careers', match, set }),
  });
  expect(response.ok).toBe(true);
}
