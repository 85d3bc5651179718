import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { HR_EMAIL, experienceText, jobCard, jobs, patchStubJobs } from '../support/careers';
import {
  expectApplyHeadings,
  expectApplyOpensPage,
  expectApplyStoresId,
  expectJobCards,
  expectJobPostings,
  expectShareLinks,
} from '../support/careers-checks';
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

    test('every job with its name, type, description, experience range and Share as a text message', async ({
      page,
    }) => {
      await page.goto('/careers');
      await expectJobCards(page, jobs);
      await expectShareLinks(page, jobs);
    });

    test("Apply stores the job's exact id, by a click and by Enter, and opens the job page", async ({
      page,
    }) => {
      await page.goto('/careers');
      await expectApplyStoresId(page, jobs[3]!, 'click');
      await page.goto('/careers');
      await expectApplyStoresId(page, jobs[5]!, 'Enter');
      await page.goto('/careers');
      await expectApplyOpensPage(page, jobs[1]!);
    });

    test('every job page is headed Apply at Amandeep Hospital and carries its JobPosting', async ({
      page,
      request,
    }) => {
      await expectApplyHeadings(page, jobs);
      await expectJobPostings(request, jobs);
    });
  });
}

test('a job asking for 0 years, or for none, says Freshers welcome', async ({ page, request }) => {
  const [none, unsaid] = [jobs[0]!, jobs[1]!];
  await patchStubJobs({ _id: none._id }, { experience: 0 });
  await patchStubJobs({ _id: unsaid._id }, { experience: null });
  try {
    await renderAfresh(request);
    await page.goto('/careers');
    for (const job of [none, unsaid]) {
      const card = jobCard(page, job);
      await expect(card.getByText('Freshers welcome', { exact: true })).toBeVisible();
      await expect(card).not.toContainText(experienceText(job.experience));
    }
  } finally {
    for (const job of [none, unsaid])
      await patchStubJobs({ _id: job._id }, { experience: job.experience });
    await renderAfresh(request);
  }
});

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
