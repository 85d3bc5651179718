import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';
import { REVALIDATE_SECRET } from '../../playwright.config';
import { DOCTORS_PAGE_SIZE } from '../../lib/doctors/query';
import { practisesIn } from '../../lib/doctors/filters';
import { site as hospitalGroup } from '../../content/site';
import { specialityTeamShown } from '../../content/specialities-page';
import { unitTeamShown } from '../../content/units';
import { doctorsPath } from '../../content/routes';
import { catalogue } from '../support/catalogue';
import { withGeneratedDoctors } from '../support/stub-upstream/many-doctors';
import { copyOfBuild, type BuildCopy } from '../support/build-copy';
import { QUICK_RELAY_ENV, siteProcess, type SiteProcess } from '../support/site-process';
import { startStubUpstream } from '../support/stub-upstream/server';
import { PORT_OFFSET } from '../support/port-offset.mjs';

// A hospital group with 500 doctors, from a stub of its own: the list stays within the HTML
// budget a page at a time, and every page is reachable by its link; a hospital's page and a
// speciality's show the first of theirs and link to the list of all of them. The site serves a copy of the
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

/** The 500 doctors the stub serves, read independently of the site. */
const everyDoctor = withGeneratedDoctors(
  catalogue.doctors.map((doctor) => ({ ...doctor })),
  TOTAL,
);

/** How many distinct doctors' profiles a page's HTML links to, in any language. */
const profilesLinked = (html: string) =>
  new Set([...html.matchAll(/href="(?:\/pa|\/hi)?\/doctor\/([^"#?]+)"/g)].map((match) => match[1]))
    .size;

/** Polls a page until it shows `shown` doctors and a link to all `total`; returns its HTML. */
async function pageOfTeam(
  request: import('@playwright/test').APIRequestContext,
  path: string,
  { shown, allHref, total }: { shown: number; allHref: string; total: number | null },
): Promise<string> {
  let html = '';
  // The copied build's pages were rendered from the catalogue's 60 doctors, and are stale since
  // the refresh in beforeAll: the first request may still get one, and starts its new rendering.
  await expect
    .poll(
      async () => {
        html = plain(await (await request.get(`${site.origin}${path}`, FRESH_CONNECTION)).text());
        const link = new RegExp(`href="${allHref.replace(/[?+]/g, '\\$&')}"[^>]*>([^<]*)<`).exec(
          html,
        );
        return [profilesLinked(html), total === null || link?.[1]?.includes(String(total))];
      },
      { timeout: 45_000 },
    )
    .toEqual([shown, true]);
  expect(gzipSync(html).length).toBeLessThanOrEqual(HTML_BUDGET_GZIP);
  return html;
}

test("with 500 doctors a hospital's page shows the first of its doctors and links to all of them, within the HTML budget", async ({
  request,
}) => {
  test.setTimeout(120_000);
  // The unit with the most doctors among the 500.
  const [unit, total] = hospitalGroup.units
    .map(
      (candidate) =>
        [
          candidate,
          everyDoctor.filter((doctor) =>
            practisesIn(String(doctor.city).split(','), candidate.apiCity),
          ).length,
        ] as const,
    )
    .sort((a, b) => b[1] - a[1])[0]!;
  expect(total).toBeGreaterThan(unitTeamShown.english);
  const cityList = doctorsPath({ city: unit.apiCity });
  const english = await pageOfTeam(request, `/our-hospitals/${unit.link}`, {
    shown: unitTeamShown.english,
    allHref: cityList,
    total,
  });
  expect(english).toContain(`See all ${total} doctors at this hospital`);
  await pageOfTeam(request, `/pa/our-hospitals/${unit.link}`, {
    shown: unitTeamShown.translated,
    allHref: `/pa${cityList}`,
    total,
  });
});

test("with 500 doctors a speciality's page shows the first of its doctors and links to all of them, within the HTML budget", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const counts = new Map<string, number>();
  for (const doctor of everyDoctor)
    counts.set(String(doctor.category), (counts.get(String(doctor.category)) ?? 0) + 1);
  const [name, total] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  expect(total).toBeGreaterThan(specialityTeamShown);
  const slug = catalogue.categories.find((category) => category.name === name)!.slug;
  const all = doctorsPath({ category: name });
  for (const prefix of ['', '/hi'])
    await pageOfTeam(request, `${prefix}/specialities/${slug}`, {
      shown: specialityTeamShown,
      allHref: `${prefix}${all}`,
      total: null,
    });
});
