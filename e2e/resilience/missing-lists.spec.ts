import { expect, test, type Page } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { careersPage } from '../../content/careers-page';
import { allAwardsPage, galleryPage } from '../../content/gallery-page';
import { eventsPage, newsPage } from '../../content/news-events-page';
import { QUICK_RELAY_ENV, siteProcess, type SiteProcess } from '../support/site-process';
import { startStubUpstream, type StubUpstream } from '../support/stub-upstream/server';
import { UNSERVED_UPSTREAM_BUILD } from '../support/unserved-build.mjs';

// Lists the upstream has never answered, served by a copy of the build that no other spec has
// run (so no last good answer stands in): an empty list says "nothing yet", a failing call says
// "could not load", each in its own place, and every page still answers 200.

const ROOT = join(__dirname, '..', '..');
const PORT = 3402;
const LISTS = ['awards', 'news', 'events', 'videos', 'careers'] as const;
const PATHS = ['awards-get', 'newss-get', 'events-get', 'get-video', 'careers-get'];

/** What each page says in place of its lists, by state. */
const lines = {
  '/gallery': (state: 'empty' | 'failed') => [
    galleryPage.awards[state],
    galleryPage.news[state],
    galleryPage.events[state],
    galleryPage.videos[state],
  ],
  '/allaward': (state: 'empty' | 'failed') => [allAwardsPage[state]],
  '/all-news': (state: 'empty' | 'failed') => [newsPage[state]],
  '/all-event': (state: 'empty' | 'failed') => [eventsPage[state]],
  '/careers': (state: 'empty' | 'failed') => [careersPage[state]],
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let stub: StubUpstream | undefined;
let site: SiteProcess | undefined;
let distDir = '';
let catalogueDir = '';

async function serve(state: 'empty' | 'failed') {
  const build = join(ROOT, UNSERVED_UPSTREAM_BUILD.distDir);
  if (!existsSync(build))
    throw new Error(`${UNSERVED_UPSTREAM_BUILD.distDir} is missing: npm test makes it`);
  distDir = `.next-lists-${state}`;
  rmSync(join(ROOT, distDir), { recursive: true, force: true });
  cpSync(build, join(ROOT, distDir), { recursive: true });
  if (state === 'empty') {
    // The stub serves a missing catalogue file as an empty list.
    catalogueDir = mkdtempSync(join(tmpdir(), 'lists-'));
    const source = join(ROOT, 'content', 'catalogue');
    for (const file of readdirSync(source))
      if (!LISTS.some((list) => file === `${list}.json`))
        cpSync(join(source, file), join(catalogueDir, file));
  }
  stub = await startStubUpstream({ port: 0, ...(state === 'empty' ? { catalogueDir } : {}) });
  if (state === 'failed') stub.setFault({ kind: '500', paths: PATHS });
  site = siteProcess({
    port: PORT,
    distDir,
    env: {
      ...QUICK_RELAY_ENV,
      HOSPITAL_API_URL: stub.apiUrl,
      SUBMISSIONS_DATA_DIR: join(ROOT, '.data', 'e2e-resilience', `lists-${state}`),
    },
  });
  await site.start();
}

async function expectLines(page: Page, state: 'empty' | 'failed') {
  for (const [path, linesOf] of Object.entries(lines)) {
    const response = await page.goto(`${site!.origin}${path}`);
    expect(response?.status(), path).toBe(200);
    for (const line of linesOf(state))
      await expect(page.getByText(line, { exact: true }), `${path}: ${line}`).toBeVisible();
    // A line in place of a list, never a list or a carousel with nothing in it.
    await expect(page.locator('[aria-roledescription="carousel"]'), path).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('article'), path).toHaveCount(0);
  }
}

test.afterEach(async () => {
  await site?.stop();
  await stub?.close();
  rmSync(join(ROOT, distDir), { recursive: true, force: true });
  if (catalogueDir) rmSync(catalogueDir, { recursive: true, force: true });
  site = undefined;
  stub = undefined;
});

test('lists the upstream sends empty each say there is nothing yet', async ({ page }) => {
  await serve('empty');
  await expectLines(page, 'empty');
  await expect(page.getByRole('link', { name: /careers@/ })).toBeVisible();
});

test('lists whose calls fail each say they could not load, and the pages answer 200', async ({
  page,
}) => {
  await serve('failed');
  await expectLines(page, 'failed');
  await expect(page.getByRole('link', { name: /careers@/ })).toBeVisible();
});
