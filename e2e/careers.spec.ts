import { expect, test, type Page } from './support/test';
import { HR_EMAIL, jobCard, jobs, siteOrigin, type CatalogueJob } from './support/careers';
import {
  expectApplyHeadings,
  expectApplyOpensPage,
  expectApplyStoresId,
  expectJobCards,
  expectJobPostings,
  expectShareLinks,
} from './support/careers-checks';
import { DATA_DIRS, PDF_BYTES, storedSubmissions, uniqueName } from './support/forms';

test.use({ viewport: { width: 1280, height: 900 } });

/** The id the last application from `name` was stored with. */
async function storedJobId(name: string) {
  const rows = await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'career-application']);
  return rows.find((row) => row.payload.name === name)?.payload.id;
}

/** Fills and sends the application on the job page that is open; returns the applicant's name. */
async function apply(page: Page) {
  const form = page.getByRole('form', { name: 'Job application' });
  const name = uniqueName('Applicant');
  await form.getByLabel('Patient Name').fill(name);
  await form.getByLabel('Phone').fill('9876500000');
  await form.getByLabel('E-mail').fill('applicant@example.com');
  await form
    .getByLabel('Select CV')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you for applying');
  return name;
}

test('every job card shows its name, type, description and experience as a range', async ({
  page,
}) => {
  await page.goto('/careers');
  await expectJobCards(page, jobs);
  // One more way in, for whoever finds no role to suit them.
  await expect(
    page.getByRole('main').getByRole('link', { name: HR_EMAIL, exact: true }),
  ).toHaveAttribute('href', `mailto:${HR_EMAIL}`);
});

test("Share is a text message holding the job's name and its absolute link", async ({ page }) => {
  await page.goto('/careers');
  await expectShareLinks(page, jobs);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Share is still the text message, and Apply still opens the job page', async ({ page }) => {
    const job = jobs[7]!;
    await page.goto('/careers');
    const card = jobCard(page, job);
    await expect(card.getByRole('link', { name: `Share the ${job.name} job` })).toHaveAttribute(
      'href',
      new RegExp(`^sms:\\?&body=.*${job.slug}`),
    );
    await card.getByRole('link', { name: `Apply for ${job.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${job.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply at Amandeep Hospital');
  });
});

/**
 * Replaces the browser's share sheet: it records what it was given, then shares or, as when the
 * visitor closes the sheet, fails with an AbortError.
 */
async function stubShareSheet(page: Page, outcome: 'shared' | 'closed') {
  await page.addInitScript((closed) => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return closed
          ? Promise.reject(new DOMException('Share canceled', 'AbortError'))
          : Promise.resolve();
      },
    });
  }, outcome === 'closed');
}

const sharedData = (page: Page) =>
  page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);

/**
 * Clicks Share until the page is interactive (before that the link is only the text message),
 * then once more, watching for the text message; returns what the last click shared.
 */
async function shareOnce(page: Page, job: CatalogueJob) {
  const share = jobCard(page, job).getByRole('link', { name: `Share the ${job.name} job` });
  await expect(async () => {
    await share.click();
    expect(await sharedData(page)).not.toHaveLength(0);
  }).toPass();
  const textMessages: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('sms:')) textMessages.push(request.url());
  });
  const before = (await sharedData(page)).length;
  await share.click();
  await expect.poll(async () => (await sharedData(page)).length).toBe(before + 1);
  expect(new URL(page.url()).pathname).toBe('/careers');
  return { data: (await sharedData(page)).at(-1), textMessages };
}

test('where the browser can share, Share opens its share sheet with the job and stays on the page', async ({
  page,
}) => {
  await stubShareSheet(page, 'shared');
  await page.goto('/careers');
  const origin = await siteOrigin(page);
  const job = jobs[2]!;
  const { data, textMessages } = await shareOnce(page, job);
  expect(data).toMatchObject({ url: `${origin}/careers/${job.slug}` });
  expect(data?.title).toContain(job.name);
  expect(textMessages).toEqual([]);
});

test('a visitor who closes the share sheet stays on the list: no text message opens', async ({
  page,
}) => {
  await stubShareSheet(page, 'closed');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/careers');
  const { textMessages } = await shareOnce(page, jobs[0]!);
  // One more round trip, so a text message opened after the sheet closed would have been seen.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  expect(textMessages).toEqual([]);
  expect(errors).toEqual([]);
});

for (const how of ['click', 'Enter'] as const) {
  test(`Apply by ${how === 'click' ? 'a click' : 'the keyboard'} stores the job's exact id before opening its page`, async ({
    page,
  }) => {
    await page.goto('/careers');
    await expectApplyStoresId(page, jobs[how === 'click' ? 3 : 5]!, how);
  });
}

test('Apply opens the job page, titled Apply at Amandeep Hospital, with the job beside the form', async ({
  page,
}) => {
  await page.goto('/careers');
  await expectApplyOpensPage(page, jobs[1]!);
});

test('every job page is headed Apply at Amandeep Hospital', async ({ page }) => {
  await expectApplyHeadings(page, jobs);
});

// A job record holds no place (spec: _id, name, slug, description, type, experience in both
// readings), so no job shows one: not on its card, not beside its form, not in its JobPosting.
test('no job shows a location its record does not hold', async ({ page, request }) => {
  await page.goto('/careers');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(jobs.length);
  for (const card of await cards.all()) {
    await expect(card).not.toContainText(/Location|GT Road/);
    await expect(card.locator('use[href$="#map-pin"]')).toHaveCount(0);
  }
  const job = jobs[0]!;
  await page.goto(`/careers/${job.slug}`);
  const about = page.getByRole('region', { name: job.name });
  await expect(about).toContainText(job.description);
  await expect(about).not.toContainText(/Location|GT Road/);
  await expect(about.locator('use[href$="#map-pin"]')).toHaveCount(0);
  const html = await (await request.get(`/careers/${job.slug}`)).text();
  expect(html).toContain('"@type":"JobPosting"');
  expect(html).not.toContain('jobLocation');
});

test('a job that does not exist is a 404', async ({ page }) => {
  expect((await page.goto('/careers/no-such-job'))?.status()).toBe(404);
});

test('with local storage emptied, the application is sent with the job of the page', async ({
  page,
}) => {
  const job = jobs[4]!;
  await page.goto(`/careers/${job.slug}`);
  await expect(page.getByRole('form', { name: 'Job application' })).toBeVisible();
  await page.evaluate(() => window.localStorage.clear());
  const name = await apply(page);
  expect(await storedJobId(name)).toBe(job._id);
});

test('a job page opened from a shared link sends its own job, not one applied for before', async ({
  page,
}) => {
  const [earlier, shared] = [jobs[0]!, jobs[6]!];
  await page.goto('/careers');
  await jobCard(page, earlier)
    .getByRole('link', { name: `Apply for ${earlier.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/careers/${earlier.slug}$`));
  await page.goto(`/careers/${shared.slug}`);
  const name = await apply(page);
  expect(await storedJobId(name)).toBe(shared._id);
});

test('each job page carries its JobPosting for search engines in the server HTML', async ({
  request,
}) => {
  await expectJobPostings(request, jobs);
});
