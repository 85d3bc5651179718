import { expect, test } from '../support/test';
import { join } from 'node:path';
import { copyOfBuild, type BuildCopy } from '../support/build-copy';
import { catalogue } from '../support/catalogue';
import { QUICK_RELAY_ENV, siteProcess, type SiteProcess } from '../support/site-process';
import { startStub, type Stub } from '../support/stub';
import { UNSERVED_UPSTREAM_BUILD } from '../support/unserved-build.mjs';
import { PORT_OFFSET } from '../support/port-offset.mjs';

// A deploy made while the upstream was down (scripts/run-tests.mjs makes it with nothing kept
// from an earlier build), served once the upstream answers: its pages are still cached pages,
// made from the embedded catalogue, and each is made again from the upstream within a short
// window of being served, with no revalidation sent. A build that turned every page dynamic
// answered /contact-us 20 times a second where a cached page answers hundreds.

const ROOT = join(__dirname, '..', '..');
const PORT = 3404 + PORT_OFFSET;
/** FALLBACK_WINDOW_SECONDS (lib/hospital-api/fallback-window.ts). */
const SHORT_WINDOW_SECONDS = 30;

let build: BuildCopy;
let stub: Stub;
let site: SiteProcess;

const doctor = catalogue.doctors[7]!;
const renamed = `${doctor.name} (named by the upstream)`;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  build = copyOfBuild(UNSERVED_UPSTREAM_BUILD.distDir, '.next-outage-build');
  stub = await startStub();
  // The upstream's record differs from the embedded sample the build was made from.
  expect(
    stub.patch({ collection: 'doctors', match: { slug: doctor.slug }, set: { name: renamed } }),
  ).toBe(1);
  site = siteProcess({
    port: PORT,
    distDir: build.distDir,
    env: {
      ...QUICK_RELAY_ENV,
      HOSPITAL_API_URL: stub.apiUrl,
      SUBMISSIONS_DATA_DIR: join(ROOT, '.data', 'e2e-resilience', 'outage-build'),
    },
  });
  await site.start();
});

test.afterAll(async () => {
  await site?.stop();
  await stub?.close();
  build?.remove();
});

test('pages of a build made during an outage are cached pages, kept for a short window', async () => {
  for (const path of ['/contact-us', '/', `/doctor/${doctor.slug}`, '/doctors']) {
    const response = await fetch(`${site.origin}${path}`);
    await response.arrayBuffer();
    expect(response.status, path).toBe(200);
    const cacheControl = response.headers.get('cache-control') ?? '';
    console.log(
      `[outage build] ${path}: ${cacheControl}; ${response.headers.get('x-nextjs-cache')}`,
    );
    expect(cacheControl, path).not.toMatch(/private|no-store/);
    const window = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
    expect(window, path).toBeGreaterThan(0);
    expect(window, path).toBeLessThanOrEqual(SHORT_WINDOW_SECONDS);
    expect(response.headers.get('x-nextjs-cache'), path).toMatch(/HIT|STALE/);
  }
});

test('within that window of the upstream answering, a page shows its data, with no revalidation sent', async () => {
  const started = Date.now();
  await expect
    .poll(
      async () =>
        (await (await fetch(`${site.origin}/doctor/${doctor.slug}`)).text()).includes(renamed),
      { timeout: (SHORT_WINDOW_SECONDS + 15) * 1000, intervals: [1000] },
    )
    .toBe(true);
  console.log(
    `[outage build] the upstream's name showed ${Date.now() - started} ms after the site started`,
  );
  // Made from the upstream, the page is kept for the usual window again.
  const response = await fetch(`${site.origin}/doctor/${doctor.slug}`);
  await response.arrayBuffer();
  expect(
    Number(/s-maxage=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]),
  ).toBeGreaterThan(SHORT_WINDOW_SECONDS);
});
