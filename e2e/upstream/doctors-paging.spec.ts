import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';
import { REVALIDATE_SECRET } from '../../playwright.config';
import { DOCTORS_PAGE_SIZE } from '../../lib/doctors/query';
import { copyOfBuild, type BuildCopy } from '../support/build-copy';
import { QUICK_RELAY_ENV, siteProcess, type SiteProcess } from '../support/site-process';
import { startStubUpstream } from '../support/stub-upstream/server';
import { PORT_OFFSET } from '../support/port-offset.mjs';

// A hospital group with 500 doctors, from a stub of its own: the list stays within the HTML
// budget a page at a time, and every page is reachable by its link. The site serves a copy of the
// upstream build, so the pages it caches never reach the shared upstream site or stub.

const TOTAL = 500;
const PORT = 3250 + PORT_OFFSET;
const HTML_BUDGET_GZIP = 30 * 1024;
/** The upstream project's build, made while the upstream was down (scripts/run-tests.mjs). */
const BUILD = '.next-upstream';

let stub: Awaited<ReturnType<typeof startStubUpstream>>;
let site: SiteProcess;
let dataDir: string;
let build: BuildCopy;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  build = copyOfBuild(BUILD, '.next-e2e-many-doctors', { withoutCache: true });
  dataDir = mkdtempSync(join(tmpdir(), 'many-doctors-'));
  stub = await startStubUpstream({ port: 0, doctors: TOTAL });
  site = siteProcess({
    port: PORT,
    distDir: build.distDir,
    env: {
      ...QUICK_RELAY_ENV,
      HOSPITAL_API_URL: stub.apiUrl,
      REVALIDATE_SECRET,
      SUBMISSIONS_DATA_DIR: dataDir,
    },
  });
  await site.start();
  // A build made while the upstream answered holds the catalogue's 60 doctors: refresh it.
  const refreshed = await fetch(`${site.origin}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  expect(refreshed.status).toBe(200);
});

test.afterEach(async ({}, testInfo) => {
  // A failure here is easier to read beside what the site said.
  if (testInfo.status !== testInfo.expectedStatus)
    console.log(`site log (last 4000 characters):\n${site?.logs().slice(-4000)}`);
});

test.afterAll(async () => {
  await site?.stop();
  await stub?.close();
  build?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A connection per request: on a loaded machine a kept-alive socket can be closed by the server
 * (its 5 s keep-alive) just as the next request is written on it, which reads as ECONNRESET.
 */
const FRESH_CONNECTION = { headers: { connection: 'close' } };

/** The page's text as written, without the markers React puts between adjacent texts. */
const plain = (html: string) => html.replace(/<!-- -->/g, '');

const cardSlugs = (html: string) =>
  [...html.matchAll(/<li>(?:(?!<\/li>).)*?href="\/doctor\/([^"]+)"/gs)].map((match) => match[1]!);

test('with 500 doctors the list is within the HTML budget, and its later pages are linked and reachable', async ({
  request,
}) => {
  const pages = Math.ceil(TOTAL / DOCTORS_PAGE_SIZE);
  const summary = (html: string) => plain(html).match(/\d+ doctors, page \d+ of \d+/)?.[0];
  let first = '';
  // The copied build may hold a list rendered earlier from 60 doctors: the refresh in beforeAll
  // makes it stale, and a loaded machine can take a while to render the 500-doctor list.
  test.setTimeout(90_000);
  const firstPage = async () =>
    summary((first = await (await request.get(`${site.origin}/doctors`, FRESH_CONNECTION)).text()));
  await expect.poll(firstPage, { timeout: 45_000 }).toBe(`${TOTAL} doctors, page 1 of ${pages}`);
  expect(gzipSync(first).length).toBeLessThanOrEqual(HTML_BUDGET_GZIP);
  expect(cardSlugs(first)).toHaveLength(DOCTORS_PAGE_SIZE);
  expect(first.includes('href="/doctors?page=2"')).toBe(true);
  expect(first.includes(`href="/doctors?page=${pages}"`)).toBe(true);

  const second = await request.get(`${site.origin}/doctors?page=2`, FRESH_CONNECTION);
  expect(second.status()).toBe(200);
  const secondSlugs = cardSlugs(await second.text());
  expect(secondSlugs).toHaveLength(DOCTORS_PAGE_SIZE);
  expect(secondSlugs.filter((slug) => cardSlugs(first).includes(slug))).toEqual([]);

  const last = await request.get(`${site.origin}/doctors?page=${pages}`, FRESH_CONNECTION);
  const lastHtml = await last.text();
  expect(gzipSync(lastHtml).length).toBeLessThanOrEqual(HTML_BUDGET_GZIP);
  expect(cardSlugs(lastHtml)).toHaveLength(TOTAL - (pages - 1) * DOCTORS_PAGE_SIZE);
  expect(lastHtml.includes(`-${TOTAL}"`)).toBe(true);
});
