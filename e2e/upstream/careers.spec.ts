import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HR_EMAIL, experienceText, jobCard, jobs, patchStubJobs } from '../support/careers';
import { renderFromStub, setStub } from '../support/stub-control';

// This server was built while the upstream was down (scripts/run-tests.mjs), and runs against the
// stub upstream: the careers list and its job pages in both readings, and when it lists no job.
// A failing /careers-get is e2e/resilience/missing-lists.spec.ts's, on a build no spec has run.

/**
 * Marks every cached upstream answer stale, then asks for /careers until the stub has answered
 * /careers-get again, so that the next page is rendered from what the stub now says.
 */
const renderAfresh = (request: APIRequestContext) =>
  renderFromStub(request, { visit: ['/careers'], calls: [/^\/api\/careers-get$/] });

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
