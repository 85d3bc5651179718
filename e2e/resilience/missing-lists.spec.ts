import { expect, test, type Page } from '../support/test';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REVALIDATE_SECRET } from '../../playwright.config';
import { applyPage, careersPage } from '../../content/careers-page';
import { allAwardsPage, galleryPage } from '../../content/gallery-page';
import { eventsPage, newsPage } from '../../content/news-events-page';
import { copyOfBuild, type BuildCopy } from '../support/build-copy';
import { HR_EMAIL, jobs } from '../support/careers';
import { QUICK_RELAY_ENV, siteProcess, type SiteProcess } from '../support/site-process';
import { startStubUpstream, type StubUpstream } from '../support/stub-upstream/server';
import { UNSERVED_UPSTREAM_BUILD } from '../support/unserved-build.mjs';
import { PORT_OFFSET } from '../support/port-offset.mjs';

// Lists the upstream has never answered, served by a copy of the build that no other spec has
// run (so no last good answer stands in, whatever order the specs run in): an empty list says
// "nothing yet", a failing call says "could not load", each in its own place, the rest of the
// page stays, and every page answers 200. That build was made while the upstream was down, from
// the embedded catalogue; a revalidation when the site starts makes each page from the upstream
// as it is now.

type State = 'empty' | 'failed';

const ROOT = join(__dirname, '..', '..');
const PORT = 3402 + PORT_OFFSET;

/** Left out of the stub's catalogue (served as empty lists) in the empty state. */
const EMPTY_LISTS = ['awards', 'news', 'events', 'videos', 'careers'];
/** Failing in the failed state; the videos still answer, and the gallery keeps them. */
const FAILING_CALLS = ['awards-get', 'newss-get', 'events-get', 'careers-get'];

/** What each page says in place of its lists, and how many carousels it still shows. */
const pages: Record<
  string,
  { lines: (state: State) => string[]; carousels: Record<State, number> }
> = {
  '/gallery': {
    lines: (state) => [
      galleryPage.awards[state],
      galleryPage.news[state],
      galleryPage.events[state],
      ...(state === 'empty' ? [galleryPage.videos.empty] : []),
    ],
    carousels: { empty: 0, failed: 1 },
  },
  '/allaward': { lines: (state) => [allAwardsPage[state]], carousels: { empty: 0, failed: 0 } },
  '/all-news': { lines: (state) => [newsPage[state]], carousels: { empty: 0, failed: 0 } },
  '/all-event': { lines: (state) => [eventsPage[state]], carousels: { empty: 0, failed: 0 } },
  '/careers': { lines: (state) => [careersPage[state]], carousels: { empty: 0, failed: 0 } },
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let stub: StubUpstream | undefined;
let site: SiteProcess | undefined;
let build: BuildCopy | undefined;
let catalogueDir = '';

async function serve(state: State) {
  const copy = copyOfBuild(UNSERVED_UPSTREAM_BUILD.distDir, `.next-lists-${state}`);
  build = copy;
  if (state === 'empty') {
    // The stub serves a catalogue file it cannot find as an empty list.
    catalogueDir = mkdtempSync(join(tmpdir(), 'lists-'));
    const source = join(ROOT, 'content', 'catalogue');
    for (const file of readdirSync(source))
      if (!EMPTY_LISTS.some((list) => file === `${list}.json`))
        cpSync(join(source, file), join(catalogueDir, file));
  }
  stub = await startStubUpstream({ port: 0, ...(state === 'empty' ? { catalogueDir } : {}) });
  if (state === 'failed') stub.setFault({ kind: '500', paths: FAILING_CALLS });
  site = siteProcess({
    port: PORT,
    distDir: copy.distDir,
    env: {
      ...QUICK_RELAY_ENV,
      HOSPITAL_API_URL: stub.apiUrl,
      REVALIDATE_SECRET,
      SUBMISSIONS_DATA_DIR: join(ROOT, '.data', 'e2e-resilience', `lists-${state}`),
    },
  });
  await site.start();
  const revalidated = await fetch(`${site.origin}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  expect(revalidated.status).toBe(200);
}

async function expectHrDesk(page: Page) {
  await expect(
    page.getByRole('main').getByRole('link', { name: HR_EMAIL, exact: true }),
  ).toHaveAttribute('href', `mailto:${HR_EMAIL}`);
}

async function expectLines(page: Page, state: State) {
  for (const [path, { lines, carousels }] of Object.entries(pages)) {
    const response = await page.goto(`${site!.origin}${path}`);
    expect(response?.status(), path).toBe(200);
    for (const line of lines(state))
      await expect(page.getByText(line, { exact: true }), `${path}: ${line}`).toBeVisible();
    // A line in place of a list, never a list or a carousel with nothing in it.
    await expect(page.getByRole('main').getByRole('article'), path).toHaveCount(0);
    await expect(page.locator('[aria-roledescription="carousel"]'), path).toHaveCount(
      carousels[state],
    );
  }
  await expectHrDesk(page);
}

test.afterEach(async () => {
  await site?.stop();
  await stub?.close();
  build?.remove();
  if (catalogueDir) rmSync(catalogueDir, { recursive: true, force: true });
  site = undefined;
  stub = undefined;
});

test('lists the upstream sends empty each say there is nothing yet', async ({ page }) => {
  await serve('empty');
  await expectLines(page, 'empty');
});

test('failing lists each say they could not load, a job page offers the HR desk, and both recover', async ({
  page,
  request,
}) => {
  await serve('failed');
  await expectLines(page, 'failed');
  const gallery = await page.goto(`${site!.origin}/gallery`);
  expect(gallery?.status()).toBe(200);
  await expect(page.getByRole('region', { name: galleryPage.videos.heading })).toBeVisible();

  const job = jobs[0]!;
  const jobPage = await page.goto(`${site!.origin}/careers/${job.slug}`);
  expect(jobPage?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(applyPage.heading);
  await expect(page.getByText(applyPage.unavailable)).toBeVisible();
  await expectHrDesk(page);
  await expect(page.getByRole('link', { name: applyPage.backLabel })).toHaveAttribute(
    'href',
    '/careers',
  );

  // The upstream answers again: after a revalidation the job page takes applications.
  stub!.setFault(null);
  const revalidated = await request.post(`${site!.origin}/api/revalidate`, {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  expect(revalidated.status()).toBe(200);
  // Marked stale, the page is made afresh behind the one served: ask until the fresh one comes.
  await expect
    .poll(async () => (await request.get(`${site!.origin}/careers/${job.slug}`)).text(), {
      timeout: 20_000,
      intervals: [250, 500, 1000],
    })
    .toContain('"@type":"JobPosting"');
  await page.goto(`${site!.origin}/careers/${job.slug}`);
  await expect(page.getByRole('form', { name: 'Job application' })).toBeVisible();
});
