import { expect, test } from '../support/test';
import { join } from 'node:path';
import { PDF_BYTES, humanTraps, storedSubmissions } from '../support/forms';
import { QUICK_RELAY_ENV, siteProcess, type SiteProcess } from '../support/site-process';
import { startStub, type Stub } from '../support/stub';
import { PORT_OFFSET } from '../support/port-offset.mjs';

// No request is ever lost: with the upstream refusing connections, every valid request is
// accepted and stored; when the upstream comes back each arrives there exactly once, also
// when the site is killed (SIGKILL, no goodbye) and started again in the middle.

const root = join(__dirname, '..', '..');
const PORT = 3300 + PORT_OFFSET;
const SITE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = join(root, '.data', 'e2e-durability');

let stub: Stub;
let site: SiteProcess;

const startSite = () => site.start();
const killSite = () => site.kill();

let counter = 0;

/** One valid request of a rotating kind; returns the name it carries. */
async function submit(run: string): Promise<{ name: string; reference: string }> {
  counter += 1;
  const name = `${run} patient ${counter}`;
  const kind = counter % 5;
  const headers = { 'x-forwarded-for': `10.9.${Math.floor(counter / 250)}.${counter % 250}` };
  const person = { name, phone: '9876543210', email: `p${counter}@example.com` };
  let response: Response;
  if (kind === 0) {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      ...person,
      id: 'j0001',
      company: '',
      startedAt: String(Date.now() - 10_000),
    }))
      form.set(key, value);
    form.set('cv', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'cv.pdf');
    response = await fetch(`${SITE}/api/career-applications`, {
      method: 'POST',
      body: form,
      headers,
    });
  } else {
    const [path, extra] = [
      [
        '/api/appointments',
        { location: 'Ferozepur', specialty: 'Cardiology', message: 'Check-up' },
      ],
      ['/api/contact', { message: 'Question about visiting hours' }],
      ['/api/callbacks', {}],
      ['/api/doctor-appointments', { doctorname: 'Dr. Sample', message: 'Follow-up' }],
    ][kind - 1] as [string, Record<string, string>];
    response = await fetch(`${SITE}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...person, ...extra, ...humanTraps() }),
    });
  }
  expect(response.status).toBe(201);
  const answer = (await response.json()) as { reference: string };
  expect(answer.reference).toMatch(/^AH-/);
  return { name, reference: answer.reference };
}

/** Every name arrived at the upstream exactly once, and the store shows each delivered. */
async function expectDeliveredExactlyOnce(sent: { name: string; reference: string }[]) {
  const names = new Set(sent.map((entry) => entry.name));
  const arrivedCount = () =>
    stub.received().filter((entry) => names.has(String(entry.body.name))).length;
  await expect.poll(arrivedCount, { timeout: 60_000, intervals: [500] }).toBe(sent.length);
  const arrived = stub.received().filter((entry) => names.has(String(entry.body.name)));
  expect(new Set(arrived.map((entry) => entry.body.name)).size).toBe(sent.length);
  expect(new Set(arrived.map((entry) => entry.headers['idempotency-key'])).size).toBe(sent.length);
  const references = new Set(sent.map((entry) => entry.reference));
  await expect
    .poll(
      async () =>
        (await storedSubmissions(DATA_DIR)).filter(
          (row) => references.has(row.reference) && row.status === 'delivered',
        ).length,
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(sent.length);
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(async () => {
  stub = await startStub();
  site = siteProcess({
    port: PORT,
    distDir: '.next-upstream',
    env: { ...QUICK_RELAY_ENV, HOSPITAL_API_URL: stub.apiUrl, SUBMISSIONS_DATA_DIR: DATA_DIR },
  });
  await startSite();
});

test.afterAll(async () => {
  await killSite();
  await stub?.close();
});

test('100 requests are accepted while the upstream refuses, and each arrives once when it returns', async () => {
  await stub.stop();
  const sent: { name: string; reference: string }[] = [];
  for (let index = 0; index < 100; index += 1) sent.push(await submit('refused'));
  expect(new Set(sent.map((entry) => entry.reference)).size).toBe(100);

  const rows = await storedSubmissions(DATA_DIR);
  expect(
    rows.filter(
      (row) => sent.some((entry) => entry.reference === row.reference) && row.status === 'pending',
    ),
  ).toHaveLength(100);

  await stub.start();
  await expectDeliveredExactlyOnce(sent);
});

test('the same when the site is killed and started again mid-run', async () => {
  await stub.stop();
  stub.reset();
  const sent: { name: string; reference: string }[] = [];
  for (let index = 0; index < 50; index += 1) sent.push(await submit('crash'));
  await killSite();
  await startSite();
  for (let index = 0; index < 50; index += 1) sent.push(await submit('crash'));

  await stub.start();
  await expect.poll(() => stub.received().length, { timeout: 30_000 }).toBeGreaterThan(0);
  await killSite();
  await startSite();
  await expectDeliveredExactlyOnce(sent);
});
