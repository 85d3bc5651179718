import { expect, test, type APIRequestContext } from '../support/test';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REVALIDATE_SECRET } from '../../playwright.config';
import { DOCTORS_PAGE_SIZE } from '../../lib/doctors/query';
import { catalogue } from '../support/catalogue';
import { LIVE_BUILD } from '../support/live-build.mjs';
import { gradientPng } from '../support/png';
import { QUICK_RELAY_ENV, siteProcess, type SiteProcess } from '../support/site-process';
import { startStub, type Stub } from '../support/stub';
import { PORT_OFFSET } from '../support/port-offset.mjs';

// The site as deployed (built while the upstream answered), then the upstream goes down: a
// revalidation, and every regeneration past the revalidation window, must keep serving the last
// good pages; requests are still taken; and when the upstream is back, fresh data shows within
// one window.

const PORT = 3400 + PORT_OFFSET;
const WINDOW_MS = LIVE_BUILD.revalidateSeconds * 1000;
const DATA_DIR = join(__dirname, '..', '..', '.data', 'e2e-resilience', 'outage');

const doctor = catalogue.doctors[4]!;
const job = { slug: 'staff-nurse-icu' };
/** A photograph the upstream serves (the catalogue's own images are drawings the optimiser leaves alone). */
const PHOTO = `ward-photo-${Date.now()}.png`;

let stub: Stub;
let site: SiteProcess;
let publicDir: string;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'outage-public-'));
  cpSync(join(__dirname, '..', '..', 'public', 'catalogue'), join(publicDir, 'catalogue'), {
    recursive: true,
  });
  writeFileSync(
    join(publicDir, 'catalogue', PHOTO),
    gradientPng(1200, 800, [31, 111, 139], [236, 244, 247]),
  );
  stub = await startStub({ port: LIVE_BUILD.stubPort, publicDir });
  site = siteProcess({
    port: PORT,
    distDir: LIVE_BUILD.distDir,
    env: {
      ...QUICK_RELAY_ENV,
      HOSPITAL_API_URL: stub.apiUrl,
      HOSPITAL_API_REVALIDATE: String(LIVE_BUILD.revalidateSeconds),
      REVALIDATE_SECRET,
      SUBMISSIONS_DATA_DIR: DATA_DIR,
    },
  });
  await site.start();
});

test.afterAll(async () => {
  if (publicDir) rmSync(publicDir, { recursive: true, force: true });
  await site?.stop();
  await stub?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What each page must still hold, however the upstream is doing. */
const pages: Array<{ path: string; holds: (html: string) => void }> = [
  {
    path: '/',
    holds: (html) => {
      expect(html).toContain(`href="/doctor/${doctor.slug}"`);
      for (const speciality of catalogue.categories.slice(0, 5))
        expect(html).toContain(`href="/specialities/${speciality.slug}"`);
    },
  },
  {
    path: '/appointment',
    holds: (html) => {
      // The speciality select: every speciality the catalogue has, plus "not sure".
      const options = html.match(/<option value="[^"]+">/g) ?? [];
      expect(options.length).toBeGreaterThanOrEqual(catalogue.categories.length + 6);
    },
  },
  {
    path: '/doctors',
    // The first page of the list (24 cards), and the count of the whole list.
    holds: (html) => {
      expect(html.match(/href="\/doctor\/[^"/]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(
        Math.min(catalogue.doctors.length, DOCTORS_PAGE_SIZE),
      );
      expect(html).toContain(`${catalogue.doctors.length} doctors`);
    },
  },
  { path: `/doctor/${doctor.slug}`, holds: (html) => expect(html).toContain(doctor.name) },
  { path: '/careers', holds: (html) => expect(html).toContain(`/careers/${job.slug}`) },
  { path: `/careers/${job.slug}`, holds: (html) => expect(html).toContain('Apply at') },
  // The footer's specialities come from the API on a page that has no data of its own.
  {
    path: '/contact-us',
    holds: (html) =>
      expect(html).toContain(`href="/specialities/${catalogue.categories[0]!.slug}"`),
  },
  {
    path: '/sitemap.xml',
    holds: (xml) =>
      // A doctor's English profile (one segment after /doctor, not under /pa or /hi), not a
      // location's speciality listing.
      expect(xml.match(/<loc>https?:\/\/[^/<]+\/doctor\/[^/<]+<\/loc>/g)?.length ?? 0).toBe(
        catalogue.doctors.length,
      ),
  },
];

/**
 * A connection per request: the tests wait past the server's keep-alive timeout, and a socket it
 * closes just as the next request goes out reads as a reset on a loaded machine.
 */
const FRESH_CONNECTION = { headers: { connection: 'close' } };

async function expectEveryPageGood(request: APIRequestContext) {
  for (const { path, holds } of pages) {
    const response = await request.get(`${site.origin}${path}`, FRESH_CONNECTION);
    expect(response.status(), path).toBe(200);
    holds(await response.text());
  }
}

async function revalidateEverything(request: APIRequestContext) {
  const response = await request.post(`${site.origin}/api/revalidate`, {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, connection: 'close' },
  });
  expect(response.status()).toBe(200);
}

test('the image optimiser fetches an upstream photo once and answers again from its cache', async ({
  request,
}) => {
  const path = `/_next/image?url=${encodeURIComponent(`${stub.url}/catalogue/${PHOTO}`)}&w=640&q=75`;
  const fetches = () =>
    stub.requests().filter((entry) => entry.path === `/catalogue/${PHOTO}`).length;
  const types: string[] = [];
  for (let view = 0; view < 5; view += 1) {
    const response = await request.get(`${site.origin}${path}`, {
      headers: { accept: 'image/webp,image/*' },
    });
    expect(response.status()).toBe(200);
    types.push(`${response.headers()['content-type']} ${(await response.body()).length} B`);
  }
  console.log(
    `[outage] 5 requests for one optimised image: ${types.join(', ')}; ${fetches()} upstream fetch(es)`,
  );
  expect(types.every((type) => type.startsWith('image/webp'))).toBe(true);
  expect(fetches()).toBe(1);
});

test('a revalidation while the upstream is down keeps serving the last good pages', async ({
  request,
}) => {
  await expectEveryPageGood(request);
  await stub.stop();
  await revalidateEverything(request);
  // The first visit after a revalidation gets the stale page and starts a regeneration; the
  // second gets whatever that regeneration made.
  await expectEveryPageGood(request);
  await sleep(1000);
  await expectEveryPageGood(request);
  // An address nobody has asked for yet is still told apart from a profile: 404, not 500.
  expect(
    (await request.get(`${site.origin}/doctor/nobody-by-this-name-${Date.now()}`)).status(),
  ).toBe(404);
});

test('past the revalidation window, regenerated pages still hold the last good data', async ({
  request,
}) => {
  await sleep(WINDOW_MS + 1000);
  await expectEveryPageGood(request);
  await sleep(WINDOW_MS + 1000);
  await expectEveryPageGood(request);
  expect(site.logs()).toContain('serving its last good answer');
});

test('a booking during the outage is taken, waits in the outbox, and is delivered when the upstream returns', async ({
  page,
  request,
}) => {
  await page.goto(`${site.origin}/appointment`);
  const form = page.getByRole('form', { name: 'Book an appointment' });
  const name = `Outage patient ${Date.now()}`;
  await form.getByLabel('Patient name').fill(name);
  await form.getByLabel('Phone number').fill('9876543210');
  await form.getByLabel('Email').fill('outage@example.com');
  await form.getByLabel('Hospital').selectOption('Amritsar');
  await form.getByLabel('Specialty').selectOption(catalogue.categories[1]!.name);
  await form.getByLabel('Message').fill('Fever for three days');
  await form.getByRole('button', { name: 'Book an Appointment' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=AH-[A-Z0-9]{8}&kind=appointment$/);

  const health = async () =>
    (await (await request.get(`${site.origin}/api/health`)).json()) as {
      status: string;
      submissions: Record<string, number | null>;
    };
  const waiting = await health();
  expect(waiting.submissions.pending).toBeGreaterThanOrEqual(1);
  expect(waiting.submissions.oldestPendingSeconds).toEqual(expect.any(Number));

  await stub.start();
  await expect
    .poll(() => stub.received().filter((post) => post.body.name === name).length, {
      timeout: 20_000,
    })
    .toBe(1);
  await expect.poll(async () => (await health()).submissions.pending, { timeout: 10_000 }).toBe(0);
  expect((await health()).status).toBe('ok');
});

test('when the upstream is back, fresh data shows within one revalidation window', async ({
  request,
}) => {
  const renamed = `${doctor.name} (renamed ${Date.now()})`;
  expect(
    stub.patch({ collection: 'doctors', match: { slug: doctor.slug }, set: { name: renamed } }),
  ).toBe(1);
  const sawRenamed = async (path: string) =>
    (await (await request.get(`${site.origin}${path}`)).text()).includes(renamed);
  // One window for the cached answer to go stale, a moment for the regeneration, and a visit to see it.
  const within = { timeout: WINDOW_MS * 2 + 5000, intervals: [500] };
  await expect.poll(() => sawRenamed(`/doctor/${doctor.slug}`), within).toBe(true);
  await expect.poll(() => sawRenamed('/'), within).toBe(true);
});

test('no visitor data reaches the server log', () => {
  expect(site.logs()).not.toContain('Outage patient');
  expect(site.logs()).not.toContain('outage@example.com');
});
