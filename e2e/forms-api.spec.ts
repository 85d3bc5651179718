import { expect, test } from './support/test';
import { DATA_DIRS, PDF_BYTES, humanTraps, storedSubmissions, uniqueName } from './support/forms';

// The route handlers as a script or a hostile site would meet them, without the browser's forms.

const validBooking = () => ({
  name: uniqueName('Api Booking'),
  phone: '9876543210',
  email: 'api@example.com',
  location: 'Srinagar',
  specialty: 'Cardiology',
  message: 'Chest pain on exertion',
  ...humanTraps(),
});

test('a valid request is stored before the answer, which carries its reference', async ({
  request,
}) => {
  const body = validBooking();
  const response = await request.post('/api/appointments', { data: body });
  expect(response.status()).toBe(201);
  const answer = await response.json();
  expect(answer).toMatchObject({
    success: true,
    reference: expect.stringMatching(/^AH-[A-Z0-9]{8}$/),
  });
  const rows = await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'appointment']);
  expect(rows.find((row) => row.reference === answer.reference)?.payload).toMatchObject({
    name: body.name,
    location: 'Srinagar',
  });
});

test('invalid fields answer 422 with the spec messages', async ({ request }) => {
  const response = await request.post('/api/doctor-appointments', {
    data: { phone: '12', email: 'a b@c', ...humanTraps() },
  });
  expect(response.status()).toBe(422);
  expect((await response.json()).fieldErrors).toEqual({
    name: 'Patient Name',
    phone: 'Invalid mobile number',
    email: 'Invalid email format',
    message: 'Message is required',
  });
});

test('the doctor-page form stores the doctor name it was sent with', async ({ request }) => {
  const name = uniqueName('Doctor Page');
  const response = await request.post('/api/doctor-appointments', {
    data: {
      name,
      phone: '9876543210',
      email: 'p@example.com',
      doctorname: 'Dr. Example Person',
      message: 'Follow-up',
      ...humanTraps(),
    },
  });
  expect(response.status()).toBe(201);
  expect((await response.json()).message).toContain('appointment request has been received');
  const rows = await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'doctor-appointment']);
  expect(rows.find((row) => row.payload.name === name)?.payload.doctorname).toBe(
    'Dr. Example Person',
  );
});

test('cross-site posts are refused, including Origin: null', async ({ request }) => {
  const attempts: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
  ];
  for (const headers of attempts) {
    const response = await request.post('/api/contact', { data: validBooking(), headers });
    expect(response.status()).toBe(403);
  }
});

test('a bot caught by the hidden field gets a quiet success and nothing is stored', async ({
  request,
}) => {
  const honeypot = { ...validBooking(), company: 'Spam Corp' };
  const response = await request.post('/api/appointments', { data: honeypot });
  expect(response.status()).toBe(201);
  const answer = await response.json();
  expect(answer.reference).toMatch(/^AH-/);
  const rows = await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'appointment']);
  expect(
    rows.some((row) => row.reference === answer.reference || row.payload.name === honeypot.name),
  ).toBe(false);
});

test('a request sent faster than a person fills a form is stored, held for staff to check', async ({
  request,
}) => {
  const tooFast = { ...validBooking(), startedAt: Date.now() + 60_000 };
  const response = await request.post('/api/appointments', { data: tooFast });
  expect(response.status()).toBe(201);
  const answer = await response.json();
  const rows = await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'appointment']);
  expect(rows.find((row) => row.reference === answer.reference)).toMatchObject({
    status: 'review',
    payload: { name: tooFast.name },
  });
});

test('malformed JSON, wrong content types and oversized bodies get clear 4xx answers', async ({
  request,
}) => {
  const malformed = await request.post('/api/contact', {
    data: '{"name": ',
    headers: { 'content-type': 'application/json' },
  });
  expect(malformed.status()).toBe(400);
  const notObject = await request.post('/api/contact', {
    data: '[1,2]',
    headers: { 'content-type': 'application/json' },
  });
  expect(notObject.status()).toBe(400);
  const wrongType = await request.post('/api/contact', {
    data: 'name=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(wrongType.status()).toBe(415);
  const huge = await request.post('/api/contact', {
    data: { name: 'x'.repeat(40_000) },
    headers: { 'content-type': 'application/json' },
  });
  expect(huge.status()).toBe(413);
  for (const response of [malformed, wrongType, huge])
    expect((await response.json()).errorMessage).toEqual(expect.any(String));
});

test('a CV over 5 MB, of the wrong type, or whose bytes do not match its name is refused', async ({
  request,
}) => {
  const fields = {
    name: 'Applicant',
    phone: '9876543210',
    email: 'a@example.com',
    id: 'j1',
    company: '',
    startedAt: String(Date.now() - 10_000),
  };
  const big = await request.post('/api/career-applications', {
    multipart: {
      ...fields,
      cv: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)]),
      },
    },
  });
  expect(big.status()).toBe(413);
  const exe = await request.post('/api/career-applications', {
    multipart: {
      ...fields,
      cv: { name: 'cv.exe', mimeType: 'application/octet-stream', buffer: PDF_BYTES },
    },
  });
  expect(exe.status()).toBe(415);
  const disguised = await request.post('/api/career-applications', {
    multipart: {
      ...fields,
      cv: {
        name: 'cv.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: PDF_BYTES,
      },
    },
  });
  expect(disguised.status()).toBe(415);
  expect((await disguised.json()).errorMessage).toContain('does not look like');
  const missing = await request.post('/api/career-applications', { multipart: fields });
  expect(missing.status()).toBe(422);
  expect((await missing.json()).fieldErrors.cv).toBe('CV is required');
  const json = await request.post('/api/career-applications', { data: fields });
  expect(json.status()).toBe(415);
});

test('checkout accepts only a quantity of one', async ({ request }) => {
  expect(
    (await request.post('/api/create-checkout-session', { data: { quantity: 1 } })).status(),
  ).toBe(200);
  expect(
    (await request.post('/api/create-checkout-session', { data: { quantity: 3 } })).status(),
  ).toBe(422);
});
