import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { experienceText, jobCard, siteOrigin, type CatalogueJob } from './careers';

// What /careers and its job pages must show, whatever serves the jobs (the embedded catalogue, or
// the stub upstream in either reading): shared by e2e/careers.spec.ts and
// e2e/upstream/careers.spec.ts.

const SMS_PREFIX = 'sms:?&body=';
const APPLY_HEADING = 'Apply at Amandeep Hospital';

const applyLink = (page: Page, job: CatalogueJob) =>
  jobCard(page, job).getByRole('link', { name: `Apply for ${job.name}` });

/** On /careers: one card a job, with its name, type, description and experience as a range. */
export async function expectJobCards(page: Page, jobs: readonly CatalogueJob[]) {
  await expect(page.getByRole('article')).toHaveCount(jobs.length);
  for (const job of jobs) {
    const card = jobCard(page, job);
    await expect(card.getByRole('heading', { name: job.name, exact: true })).toBeVisible();
    await expect(card).toContainText(job.type);
    await expect(card).toContainText(experienceText(job.experience));
    await expect(card).toContainText(job.description);
  }
}

/** On /careers: each job's Share is a text message holding its name and its absolute link. */
export async function expectShareLinks(page: Page, jobs: readonly CatalogueJob[]) {
  const origin = await siteOrigin(page);
  for (const job of jobs) {
    const share = jobCard(page, job).getByRole('link', { name: `Share the ${job.name} job` });
    const href = (await share.getAttribute('href')) ?? '';
    expect(href.startsWith(SMS_PREFIX), href).toBe(true);
    const body = decodeURIComponent(href.slice(SMS_PREFIX.length));
    expect(body).toContain(job.name);
    expect(body).toContain(`${origin}/careers/${job.slug}`);
  }
}

/**
 * On /careers: Apply (by a click or by Enter) stores the job's exact id, in place of one stored
 * before, then opens the job's page.
 */
export async function expectApplyStoresId(page: Page, job: CatalogueJob, how: 'click' | 'Enter') {
  await page.evaluate(() => window.localStorage.setItem('id', 'a job applied for earlier'));
  // The job page keeps the stored id in step by itself; answering its address with a blank
  // page shows what the Apply link alone stored before the browser left the list.
  await page.route(`**/careers/${job.slug}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Job</title>' }),
  );
  if (how === 'click') await applyLink(page, job).click();
  else {
    await applyLink(page, job).focus();
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(new RegExp(`/careers/${job.slug}$`));
  expect(await page.evaluate(() => window.localStorage.getItem('id'))).toBe(job._id);
  await page.unroute(`**/careers/${job.slug}`);
}

/** On /careers: Apply opens the job's page, headed Apply at Amandeep Hospital, the job beside. */
export async function expectApplyOpensPage(page: Page, job: CatalogueJob) {
  await applyLink(page, job).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${job.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(APPLY_HEADING);
  expect(await page.evaluate(() => window.localStorage.getItem('id'))).toBe(job._id);
  const about = page.getByRole('region', { name: job.name });
  await expect(about).toContainText(job.description);
  await expect(about).toContainText(experienceText(job.experience));
  await expect(page.getByRole('form', { name: 'Job application' })).toBeVisible();
}

/** Every job's page answers 200, headed Apply at Amandeep Hospital, naming its job. */
export async function expectApplyHeadings(page: Page, jobs: readonly CatalogueJob[]) {
  for (const job of jobs) {
    const response = await page.goto(`/careers/${job.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(APPLY_HEADING);
    await expect(page.getByRole('heading', { level: 2, name: job.name })).toBeVisible();
  }
}

/** Each job page's server HTML carries its JobPosting as JSON-LD, parsed and checked. */
export async function expectJobPostings(request: APIRequestContext, jobs: readonly CatalogueJob[]) {
  for (const job of jobs) {
    const response = await request.get(`/careers/${job.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
      // A script holds one block or a list of them.
    ].flatMap((match) => [JSON.parse(match[1]!) as object].flat() as Record<string, unknown>[]);
    const posting = blocks.find((block) => block['@type'] === 'JobPosting');
    expect(posting, `JobPosting on /careers/${job.slug}`).toBeDefined();
    expect(
      blocks.find((block) => block['@type'] === 'BreadcrumbList'),
      `BreadcrumbList on /careers/${job.slug}`,
    ).toBeDefined();
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: job.name,
      description: job.description,
      employmentType: {
        'Full-time': 'FULL_TIME',
        'Part-time': 'PART_TIME',
        Contract: 'CONTRACTOR',
      }[job.type],
      directApply: true,
      identifier: { value: job._id },
      hiringOrganization: { '@type': 'Organization', name: 'Amandeep Hospital' },
    });
    // A job record holds no place (spec), so none is invented.
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting?.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(String(posting?.datePosted)))).toBe(false);
  }
}
