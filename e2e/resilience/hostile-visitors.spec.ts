import { expect, test } from '../support/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PDF_BYTES, humanTraps, storedSubmissions } from '../support/forms';
import { siteProcess, type SiteProcess } from '../support/site-process';
import { PORT_OFFSET } from '../support/port-offset.mjs';

// The embedded site as it faces the internet with no proxy in front (TRUST_PROXY_HOPS unset), a
// low rate limit, a payment service that may misbehave, and a data folder whose path is too long
// for a unix socket address. Every answer here is a clear 4xx or the 404 page, never a 5xx.

const PORT = 3401 + PORT_OFFSET;
const LIMIT = 5;
const PAYMENT_HOST = 'pay.example.test';
// Over the 100 bytes a unix socket address holds, wherever the project is checked out.
const DATA_DIR = join(
  __dirname,
  '..',
  '..',
  '.data',
  'e2e-resilience',
  'a-data-folder-whose-path-is-much-too-long-for-a-unix-socket-address',
  'hostile',
);
const NOT_FOUND_HEADING = 'We could not find that page';
const UNSUPPORTED = 'Please remove hidden or unsupported characters';

let site: SiteProcess;
let payment: Server;
/** What the fake payment service answers next. */
let nextSessionUrl = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  payment = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ url: nextSessionUrl }));
  });
  await new Promise<void>((resolve) => payment.listen(0, '127.0.0.1', resolve));
  site = siteProcess({
    port: PORT,
    distDir: '.next',
    env: {
      HOSPITAL_API_URL: '',
      SUBMISSIONS_DATA_DIR: DATA_DIR,
      FORM_MIN_FILL_MS: '0',
      FORM_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      CHECKOUT_API_URL: `http://127.0.0.1:${(payment.address() as AddressInfo).port}/sessions`,
      CHECKOUT_REDIRECT_HOST: PAYMENT_HOST,
    },
  });
  await site.start();
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => payment?.close(resolve));
});

const url = (path: string) => `${site.origin}${path}`;

test('the rate limit counts the connection, whatever X-Forwarded-For claims', async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const response = await request.post(url('/api/contact'), {
      data: { name: '', ...humanTraps() },
      headers: { 'x-forwarded-for': `203.0.113.${attempt}, 198.51.100.${attempt}` },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([...Array(LIMIT).fill(422), ...Array(12 - LIMIT).fill(429)]);
});

test('a checkout session is followed only to https on the payment host, and the endpoint is rate-limited', async ({
  page,
  request,
}) => {
  for (const hostile of [
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/session/1',
  ]) {
    nextSessionUrl = hostile;
    const response = await request.post(url('/api/create-checkout-session'), {
      data: { quantity: 1 },
    });
    expect(response.status(), hostile).toBe(502);
    expect(JSON.stringify(await response.json())).not.toContain(hostile);
  }

  // In the browser: a protocol-relative address leads nowhere, with only a console message.
  nextSessionUrl = '//evil.example/steal';
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto(url('/checkout'));
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect.poll(() => consoleErrors.some((text) => text.includes('Checkout'))).toBe(true);
  await expect(page).toHaveURL(url('/checkout'));

  // The payment host's own page is where a good session goes.
  nextSessionUrl = `https://${PAYMENT_HOST}/session/cs_test_123`;
  await page.route(`https://${PAYMENT_HOST}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Payment</title><h1>Payment page</h1>',
    }),
  );
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(nextSessionUrl);

  const limited = await request.post(url('/api/create-checkout-session'), {
    data: { quantity: 1 },
  });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
});

test('text no keyboard types is refused under its field, and nothing is stored or written', async ({
  request,
}) => {
  const booking = {
    phone: '9876543210',
    email: 'asha@example.com',
    location: 'Amritsar',
    specialty: 'Cardiology',
    message: 'Knee pain',
    ...humanTraps(),
  };
  for (const name of [
    'Asha\u0000Kaur',
    'Asha\uD800',
    '\uDC00Asha',
    'Asha\u001b]0;x\u0007\u001b[2J',
  ]) {
    const response = await request.post(url('/api/appointments'), { data: { ...booking, name } });
    expect(response.status()).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ name: UNSUPPORTED });
  }

  const uploads = join(DATA_DIR, 'uploads');
  const filesBefore = existsSync(uploads) ? readdirSync(uploads).length : 0;
  const career = await request.post(url('/api/career-applications'), {
    multipart: {
      name: 'Ravi\u0000Kumar',
      phone: '9876543210',
      email: 'ravi@example.com',
      id: 'job-1',
      company: '',
      startedAt: String(Date.now() - 10_000),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
    },
  });
  expect(career.status()).toBe(422);
  expect((await career.json()).fieldErrors).toEqual({ name: UNSUPPORTED });
  expect(existsSync(uploads) ? readdirSync(uploads).length : 0).toBe(filesBefore);
  expect(await storedSubmissions(DATA_DIR)).toEqual([]);
});

test('a data folder too long for a socket address is still served to staff, on a private unix socket', async ({
  request,
}) => {
  expect(Buffer.byteLength(join(DATA_DIR, '.s.PGSQL.5432'))).toBeGreaterThan(108);
  const name = `Socket patient ${Date.now()}`;
  const response = await request.post(url('/api/callbacks'), {
    data: { name, email: 'socket@example.com', phone: '9876543210', ...humanTraps() },
  });
  expect(response.status()).toBe(201);

  const socket = JSON.parse(readFileSync(join(DATA_DIR, 'pglite-socket.json'), 'utf8')) as {
    host: string;
    port: number;
  };
  expect(socket.host).toMatch(/^\/.*\/ah-pg-[^/]+$/);
  expect(statSync(socket.host).mode & 0o777).toBe(0o700);
  expect(statSync(join(socket.host, `.s.PGSQL.${socket.port}`)).isSocket()).toBe(true);
  // The staff CLI reaches the running site's store through it.
  expect((await storedSubmissions(DATA_DIR)).map((row) => row.payload.name)).toContain(name);
});

test('a broken percent-encoding in any address gets the 404 page, not a 500', async ({
  request,
}) => {
  for (const path of [
    '/doctor/%',
    '/careers/%',
    '/doctor/%E0%A4',
    '/doctor/a/%',
    '/careers/%zz',
    '/specialities/%C0%AF',
    '/%',
  ]) {
    const response = await request.get(url(path));
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(NOT_FOUND_HEADING);
  }
  // A well-formed encoded address still reaches its page.
  expect((await request.get(url('/careers/staff%2Dnurse%2Dicu'))).status()).toBe(200);
});

test('the health endpoint reports the outbox without any visitor data', async ({ request }) => {
  const response = await request.get(url('/api/health'));
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = await response.json();
  expect(body).toEqual({
    status: 'ok',
    submissions: {
      pending: 0,
      dead: 0,
      delivered: 0,
      local: 1,
      review: 0,
      oldestPendingSeconds: null,
    },
    cache: { kind: 'memory' },
    rateLimit: { kind: 'memory' },
    upstream: { kind: 'embedded' },
  });
});

/** Every file under a folder, with when it was last written. */
function filesUnder(folder: string): Array<{ path: string; writtenAt: number }> {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [{ path, writtenAt: statSync(path).mtimeMs }];
  });
}

test('a bot trying names fills no disk: each search is cached in memory alone', async ({
  request,
}) => {
  const since = Date.now();
  const names = Array.from({ length: 12 }, (_, index) => `bot-name-${since}-${index}`);
  for (const name of names) {
    const response = await request.get(url(`/doctors?q=${name}`));
    expect(response.status(), name).toBe(200);
    expect(await response.text()).toContain(name);
  }
  // Kept: the same search again is answered from the cache, not rendered anew.
  const again = await request.get(url(`/doctors?q=${names[0]}`));
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  const written = filesUnder(join(__dirname, '..', '..', '.next', 'server')).filter(
    ({ path, writtenAt }) => writtenAt >= since - 1000 || path.includes('bot-name'),
  );
  expect(written.map(({ path }) => path)).toEqual([]);
});

test('the server log holds no visitor data and no unhandled error', () => {
  const logs = site.logs();
  for (const personal of ['Asha', 'Ravi', 'asha@example.com', 'socket@example.com', '9876543210'])
    expect(logs).not.toContain(personal);
  expect(logs).not.toMatch(/⨯|Unhandled|URIError/);
});
