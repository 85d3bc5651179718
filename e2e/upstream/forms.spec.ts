import { expect, test } from '../support/test';
import { STUB_ORIGIN } from '../../playwright.config';
import { DATA_DIRS, humanTraps, storedSubmissions, uniqueName } from '../support/forms';

// With an upstream configured, a stored request is relayed to the catalogue's POST with an
// idempotency key, and the store shows it delivered.

interface Received {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

async function receivedByStub(): Promise<Received[]> {
  return (
    (await (await fetch(`${STUB_ORIGIN}/__control/received`)).json()) as { received: Received[] }
  ).received;
}

const address = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

test('a booking is stored, then relayed to /add-appointment once, and shows as delivered', async ({
  request,
}) => {
  const name = uniqueName('Relayed');
  const response = await request.post('/api/appointments', {
    data: {
      name,
      phone: '9876543210',
      email: 'r@example.com',
      location: 'Amritsar',
      specialty: 'Cardiology',
      message: 'Relay me',
      ...humanTraps(),
    },
    headers: { 'x-forwarded-for': address() },
  });
  expect(response.status()).toBe(201);
  const { reference } = await response.json();

  await expect
    .poll(async () => (await receivedByStub()).filter((entry) => entry.body.name === name).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const delivered = (await receivedByStub()).find((entry) => entry.body.name === name)!;
  expect(delivered.path).toBe('/api/add-appointment');
  expect(delivered.headers['idempotency-key']).toEqual(expect.any(String));
  expect(delivered.body).toMatchObject({
    phone: '9876543210',
    location: 'Amritsar',
    specialty: 'Cardiology',
    message: 'Relay me',
  });

  await expect
    .poll(
      async () =>
        (await storedSubmissions(DATA_DIRS.upstream)).find((row) => row.reference === reference)
          ?.status,
      { timeout: 15_000 },
    )
    .toBe('delivered');
});

test('the callback goes to /add-contact with the message "connect"', async ({ request }) => {
  const name = uniqueName('Call me');
  const response = await request.post('/api/callbacks', {
    data: { name, email: 'c@example.com', phone: '9876543210', ...humanTraps() },
    headers: { 'x-forwarded-for': address() },
  });
  expect(response.status()).toBe(201);
  await expect
    .poll(async () => (await receivedByStub()).find((entry) => entry.body.name === name)?.path, {
      timeout: 15_000,
    })
    .toBe('/api/add-contact');
  expect((await receivedByStub()).find((entry) => entry.body.name === name)?.body.message).toBe(
    'connect',
  );
});

test('one address that floods a form is told to wait', async ({ request }) => {
  const headers = { 'x-forwarded-for': address() };
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const response = await request.post('/api/contact', {
      data: { name: '', ...humanTraps() },
      headers,
    });
    statuses.push(response.status());
    if (response.status() === 429)
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  }
  expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
});
