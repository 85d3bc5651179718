import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REVALIDATE_SECRET } from '../../playwright.config';
import { HR_EMAIL, experienceText, jobCard, jobs, patchStubJobs } from '../support/careers';
import { setStub, stubPathsSince } from '../support/stub-control';

// This server was built while the upstream was down (scripts/run-tests.mjs), and runs against the
// stub upstream: the careers list and its job pages in both readings, when /careers-get fails,
// and when it lists no job.

/**
 * Marks every cached upstream answer stale, then asks for /careers until the stub has answered
 * /careers-get again, so that the next page is rendered from what the stub now says.
 */
async function renderAfresh(request: APIRequestContext) {
  const since = Date.now();
  const refreshed = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  expect(refreshed.status()).toBe(200);
  await expect
    .poll(
      async () => {
        expect((await request.get('/careers')).status()).toBe(200);
        return (await stubPathsSince(since)).includes('/api/careers-get');
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

async function expectHrDeskLink(page: Page) {
  await expect(
    page.getByRole('main').getByRole('link', { name: HR_EMAIL, exact: true }),
  ).toHaveAttribute('href', `mailto:${HR_EMAIL}`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await setStub({ reading: 'b', fault: null });
});

test.afterAll(async () => {
  await setStub({ reading: 'a', fault: null });
});

// First in this file, so the jobs have never been fetched: there is no last good list to show.
test('when /careers-get fails, the list and a job page answer 200 with a friendly line and the HR desk', async ({
  page,
}) => {
  await setStub({ fault: { kind: '500', paths: ['careers-get'] } });
  try {
    const list = await page.goto('/careers');
    expect(list?.status()).toBe(200);
    await expect(page.getByText('We could not load our openings just now')).toBeVisible();
    await expectHrDeskLink(page);
    await expect(page.getByRole('article')).toHaveCount(0);

    const job = jobs[0]!;
    const jobPage = await page.goto(`/careers/${job.slug}`);
    expect(jobPage?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply at Amandeep Hospital');
    await expect(page.getByText('We could not load this opening')).toBeVisible();
    await expectHrDeskLink(page);
    await expect(page.getByRole('link', { name: 'All openings' })).toHaveAttribute(
      'href',
      '/careers',
    );
  } finally {
    await setStub({ fault: null });
  }
});

test('once /careers-get answers again, the job page that could not load takes applications', async ({
  page,
  request,
}) => {
  const job = jobs[0]!;
  await renderAfresh(request);
  // Marked stale, the page is made afresh behind the one served: ask until the fresh one comes.
  await expect
    .poll(async () => (await request.get(`/careers/${job.slug}`)).text(), {
      timeout: 20_000,
      intervals: [250, 500, 1000],
    })
    .toContain('"@type":"JobPosting"');
  await page.goto(`/careers/${job.slug}`);
  await expect(page.getByRole('form', { name: 'Job application' })).toBeVisible();
});

for (const reading of ['a', 'b'] as const) {
  test.describe(`in the ${reading === 'a' ? 'site-core' : 'content pages'} reading`, () => {
    test.beforeAll(async ({ request }) => {
      await setStub({ reading, fault: null });
      await renderAfresh(request);
    });

    test('every job with its experience range, Share as a text message and Apply', async ({
      page,
    }) => {
      await page.goto('/careers');
      await expect(page.getByRole('article')).toHaveCount(jobs.length);
      for (const job of jobs) {
        const card = jobCard(page, job);
        await expect(card).toContainText(experienceText(job.experience));
        await expect(card.getByRole('link', { name: `Share the ${job.name} job` })).toHaveAttribute(
          'href',
          new RegExp(`^sms:\\?&body=.*${job.slug}`),
        );
        await expect(card.getByRole('link', { name: `Apply for ${job.name}` })).toHaveAttribute(
          'href',
          `/careers/${job.slug}`,
        );
      }
    });

    test('a job page is headed Apply at Amandeep Hospital and carries its JobPosting', async ({
      page,
      request,
    }) => {
      const job = jobs.at(-1)!;
      const html = await (await request.get(`/careers/${job.slug}`)).text();
      expect(html).toContain('"@type":"JobPosting"');
      expect(html).toContain(`"title":${JSON.stringify(job.name)}`);
      await page.goto(`/careers/${job.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Apply at Amandeep Hospital',
      );
      await expect(page.getByRole('heading', { level: 2, name: job.name })).toBeVisible();
    });
  });
}

// The stub cannot answer an empty list, so every job is made unreadable (no slug): the site
// leaves such records out, and sees no job at all.
test('when the upstream lists no job, /careers says so and offers the HR desk', async ({
  page,
  request,
}) => {
  await patchStubJobs({}, { slug: '' });
  try {
    await renderAfresh(request);
    expect((await page.goto('/careers'))?.status()).toBe(200);
    await expect(page.getByText('There are no openings right now')).toBeVisible();
    await expectHrDeskLink(page);
    await expect(page.getByRole('article')).toHaveCount(0);
  } finally {
    for (const job of jobs) await patchStubJobs({ _id: job._id }, { slug: job.slug });
    await renderAfresh(request);
  }
});
