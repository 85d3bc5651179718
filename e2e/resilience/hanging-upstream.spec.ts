import { expect, test } from '../support/test';
import { join } from 'node:path';
import { REVALIDATE_SECRET } from '../../playwright.config';
import { copyOfBuild, type BuildCopy } from '../support/build-copy';
import { catalogue } from '../support/catalogue';
import { LIVE_BUILD } from '../support/live-build.mjs';
import { QUICK_RELAY_ENV, siteProcess, type SiteProcess } from '../support/site-process';
import { startStub, type Stub } from '../support/stub';
import { PORT_OFFSET } from '../support/port-offset.mjs';

// An upstream that takes connections and never answers: after a revalidation (or a restart) no
// page has its data cached, and each read would wait the whole timeout. The circuit breaker opens
// on the first timeout; from then on pages are made from the last good answers at once, an
// unknown doctor or post is a quick 404 (never a 500), and once the upstream answers a probe the
// calls reach it again.

const ROOT = join(__dirname, '..', '..');
const PORT = 3403 + PORT_OFFSET;
/** The site's upstream timeout here; every figure below is measured against it. */
const TIMEOUT_MS = 5_000;
/** A page made without waiting on the upstream, on a busy two-core machine. */
const QUICK_MS = 2_500;
const DATA_DIR = join(ROOT, '.data', 'e2e-resilience', 'hanging');

let build: BuildCopy;
let stub: Stub;
let site: SiteProcess;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  // A copy of the deploy-like build with the last good answers its build kept, which no other
  // spec's server writes into.
  build = copyOfBuild(LIVE_BUILD.distDir, '.next-hanging');
  stub = await startStub();
  site = siteProcess({
    port: PORT,
    distDir: build.distDir,
    env: {
      ...QUICK_RELAY_ENV,
      HOSPITAL_API_URL: stub.apiUrl,
      HOSPITAL_API_TIMEOUT_MS: String(TIMEOUT_MS),
      HOSPITAL_API_REVALIDATE: String(LIVE_BUILD.revalidateSeconds),
      REVALIDATE_SECRET,
      SUBMISSIONS_DATA_DIR: DATA_DIR,
    },
  });
  await site.start();
});

test.afterAll(async () => {
  await site?.stop();
  await stub?.close();
  build?.remove();
});

const report = (line: string) => console.log(`[hanging upstream] ${line}`);

/** Status, time to the whole answer, and the body. */
async function timed(path: string) {
  const started = Date.now();
  const response = await fetch(`${site.origin}${path}`, { headers: { connection: 'close' } });
  const body = await response.text();
  return { path, status: response.status, ms: Date.now() - started, body };
}

async function revalidateEverything() {
  const response = await fetch(`${site.origin}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  expect(response.status).toBe(200);
}

async function circuit(): Promise<string | undefined> {
  const health = (await (await fetch(`${site.origin}/api/health`)).json()) as {
    upstream?: { circuit?: string };
  };
  return health.upstream?.circuit;
}

test('with the upstream hanging, no visitor waits more than one timeout, and unknown addresses are quick 404s', async () => {
  const doctor = catalogue.doctors[2]!;
  // The pages as visitors have them, with the upstream answering.
  for (const path of ['/appointment', '/doctors', '/blogs', `/doctor/${doctor.slug}`])
    expect((await timed(path)).status, path).toBe(200);

  stub.setFault({ kind: 'slow', ms: 120_000 });
  // Nothing cached answers for the upstream now: every page is made again on its next visit.
  await revalidateEverything();

  const first = await timed(`/doctor/nobody-by-this-name-${Date.now()}`);
  const after = [
    await timed(`/blog/no-such-post-${Date.now()}`),
    await timed('/appointment'),
    await timed('/appointment?message=I%20would%20like%20a%20check-up'),
    await timed(`/doctor/nobody-else-${Date.now()}`),
    await timed(`/blog/another-missing-post-${Date.now()}`),
    await timed(`/doctor/${doctor.slug}`),
  ];
  report(
    `timeout ${TIMEOUT_MS} ms; ${[first, ...after].map((entry) => `${entry.path.replace(/-\d+$/, '-…')} ${entry.status} in ${entry.ms} ms`).join('; ')}`,
  );

  // The first read waits out one timeout, and the doctor list's last good copy settles it.
  expect(first.status).toBe(404);
  expect(first.ms).toBeLessThan(TIMEOUT_MS + QUICK_MS);
  for (const entry of after) expect(entry.ms, entry.path).toBeLessThan(QUICK_MS);
  const [unknownPost, appointment, preset, unknownDoctor, anotherPost, known] = after;
  expect(unknownPost!.status).toBe(404);
  expect(anotherPost!.status).toBe(404);
  expect(unknownDoctor!.status).toBe(404);
  expect(appointment!.status).toBe(200);
  // The speciality select still lists the catalogue's specialities.
  const speciality = catalogue.categories[0]!.name.replaceAll('&', '&amp;');
  expect(appointment!.body).toContain(`>${speciality}</option>`);
  expect(preset!.status).toBe(200);
  expect(preset!.body).toContain('I would like a check-up');
  expect(known!.status).toBe(200);
  expect(known!.body).toContain(doctor.name);
  expect(await circuit()).toBe('open');
  expect(site.logs()).toContain('the upstream is not answering');
});

test('once the upstream answers again, a probe closes the circuit and pages read it afresh', async () => {
  stub.setFault(null);
  const started = Date.now();
  // The first probe goes out within the first pause (5 s) after the circuit opened.
  await expect.poll(circuit, { timeout: 20_000, intervals: [250, 500, 1000] }).toBe('closed');
  report(`circuit closed ${Date.now() - started} ms after the upstream answered again`);
  const renamed = 'Dr. Probe Answered Sharma';
  const doctor = catalogue.doctors[5]!;
  stub.patch({ collection: 'doctors', match: { slug: doctor.slug }, set: { name: renamed } });
  await revalidateEverything();
  const page = await timed(`/doctor/${doctor.slug}`);
  expect(page.status).toBe(200);
  expect(page.body).toContain(renamed);
  expect(site.logs()).toContain('the upstream answers again');
});
