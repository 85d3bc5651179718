/** @jest-environment node */
import { currentNoticeVersion } from '@/content/privacy-notice';
import '@/test-support/submissions/native-pglite';
import {
  createSubmissions,
  readSubmissionsConfig,
  type IncomingSubmission,
  type SubmissionsRuntime,
} from '@/lib/submissions/index';
import { listSubmissions } from '@/lib/submissions/queries';
import { contactSchema } from '@/lib/validation/contact';
import { seedEmptyStore } from '@/test-support/submissions/store-template';
import { makeTempDir } from '@/test-support/submissions/support';
import { REQUEST_KEY_REUSED_MESSAGE, jsonFormPost } from './form-handler';
import { REQUEST_KEY_HEADER } from './request-key';
import { SOCKET_ADDRESS_HEADER } from './socket-address';

// The handler's store is a runtime of this test's own, in a temporary folder.
let mockRuntime: SubmissionsRuntime;
jest.mock('@/lib/submissions/server', () => ({
  ...jest.requireActual<object>('@/lib/submissions/index'),
  storeSubmission: (input: IncomingSubmission) => mockRuntime.storeSubmission(input),
  answerDecoy: (input: IncomingSubmission) => mockRuntime.answerDecoy(input),
  wakeRelay: () => undefined,
}));

const folder = makeTempDir('form-handler');
beforeAll(async () => {
  await seedEmptyStore(folder.path);
  mockRuntime = createSubmissions(readSubmissionsConfig({ SUBMISSIONS_DATA_DIR: folder.path }), {
    log: () => undefined,
    serveSocket: false,
  });
});
afterAll(async () => {
  await mockRuntime.stop();
  folder.remove();
});

const person = {
  name: 'Asha Verma',
  email: 'asha@example.org',
  phone: '9876543210',
  message: 'Knee pain since March',
  company: '',
  startedAt: Date.now() - 10_000,
};
/** The same form with the hidden field filled: answered, never stored. */
const bot = { ...person, company: 'Acme Ltd' };

let address = 0;

async function post(fields: Record<string, unknown>, requestKey: string) {
  address += 1;
  const response = await jsonFormPost(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // A fresh address each time, so the rate limit never answers instead.
        [SOCKET_ADDRESS_HEADER]: `198.51.100.${address}`,
        [REQUEST_KEY_HEADER]: requestKey,
      },
      body: JSON.stringify(fields),
    }),
    'contact',
    contactSchema,
    'Thank you',
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function storedPayloads() {
  return (await listSubmissions((await mockRuntime.ready()).db)).map((row) => row.payload);
}

describe('a form post sent again with its request key', () => {
  it('from a bot caught by the hidden field, gets the same made-up reference each time and is never stored', async () => {
    const key = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';
    const first = await post(bot, key);
    expect(first).toMatchObject({ status: 201, body: { success: true } });
    // A resend whose bot fields changed (another fill time) is still the same request.
    const again = await post({ ...bot, startedAt: person.startedAt - 5_000 }, key);
    expect(again).toEqual(first);
    expect(await storedPayloads()).not.toContainEqual(expect.objectContaining({ name: bot.name }));
  }, 30_000);

  it('with other details, is refused with 422 and a message, and the first request stays as it was', async () => {
    const key = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
    const first = await post(person, key);
    expect(first).toMatchObject({ status: 201, body: { success: true } });
    const edited = await post({ ...person, message: 'Knee pain since April' }, key);
    expect(edited.status).toBe(422);
    expect(edited.body).toEqual({ success: false, errorMessage: REQUEST_KEY_REUSED_MESSAGE });
    expect(await storedPayloads()).toEqual([
      { name: person.name, email: person.email, phone: person.phone, message: person.message },
    ]);
    expect(await post(person, key)).toEqual(first);
  }, 30_000);

  it('with other details from a bot, is refused the same way', async () => {
    const key = '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c';
    expect((await post(bot, key)).status).toBe(201);
    const edited = await post({ ...bot, message: 'Buy now' }, key);
    expect(edited.status).toBe(422);
    expect(edited.body).toEqual({ success: false, errorMessage: REQUEST_KEY_REUSED_MESSAGE });
  }, 30_000);
});

describe('a request sent faster than a person fills a form', () => {
  it('is stored, held for staff to check rather than passed on, and answered with its own reference', async () => {
    const hurried = { ...person, name: 'In A Hurry', startedAt: Date.now() };
    const answer = await post(hurried, 'b8c9d0e1-2f3a-4b4c-9d5e-6f7a8b9c0d12');
    expect(answer).toMatchObject({ status: 201, body: { success: true } });
    const rows = await listSubmissions((await mockRuntime.ready()).db);
    const row = rows.find((candidate) => candidate.reference === answer.body.reference);
    expect(row).toMatchObject({ status: 'review', payload: { name: 'In A Hurry' } });
  });
});

describe('the privacy notice a form showed', () => {
  it('is stored with the request when the site showed it, and never taken from an unknown value', async () => {
    const shown = await post(
      { ...person, name: 'Notice Shown', noticeVersion: currentNoticeVersion },
      'a7b8c9d0-1e2f-4a3b-8c4d-5e6f7a8b9c01',
    );
    const forged = await post(
      { ...person, name: 'Notice Forged', noticeVersion: '1999-01-01' },
      'a7b8c9d0-1e2f-4a3b-8c4d-5e6f7a8b9c02',
    );
    expect([shown.status, forged.status]).toEqual([201, 201]);
    const rows = await listSubmissions((await mockRuntime.ready()).db);
    const versionOf = (reference: unknown) =>
      rows.find((row) => row.reference === reference)?.noticeVersion;
    expect(versionOf(shown.body.reference)).toBe(currentNoticeVersion);
    expect(versionOf(forged.body.reference)).toBeNull();
    // The notice is the request's record, not one of its fields.
    expect(rows.find((row) => row.reference === shown.body.reference)?.payload).not.toHaveProperty(
      'noticeVersion',
    );
  });
});

describe('a form sent from a Punjabi or Hindi page', () => {
  it('is refused in that language, each field message the rule the English one names', async () => {
    const refused = await post(
      { ...person, name: ' ', email: 'not an address', language: 'pa' },
      'b1c2d3e4-5f6a-4b7c-8d9e-0f1a2b3c4d01',
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errorMessage: 'ਕਿਰਪਾ ਕਰਕੇ ਨਿਸ਼ਾਨ ਲੱਗੇ ਖ਼ਾਨੇ ਠੀਕ ਕਰੋ।',
      fieldErrors: { name: 'ਨਾਮ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ', email: 'ਈਮੇਲ ਸਹੀ ਢੰਗ ਨਾਲ ਨਹੀਂ ਲਿਖੀ ਗਈ' },
    });
    const long = await post(
      { ...person, message: 'x'.repeat(2001), language: 'hi' },
      'b1c2d3e4-5f6a-4b7c-8d9e-0f1a2b3c4d02',
    );
    expect(long.body).toMatchObject({ fieldErrors: { message: 'कृपया इसे 2000 अक्षरों से कम रखें' } });
  });

  it('keeps the spec words in English, and an unknown language is English', async () => {
    const refused = await post(
      { ...person, name: '', language: 'fr' },
      'b1c2d3e4-5f6a-4b7c-8d9e-0f1a2b3c4d03',
    );
    expect(refused.body).toMatchObject({
      errorMessage: 'Please correct the highlighted fields.',
      fieldErrors: { name: 'Name is required' },
    });
  });

  it('is stored with the spec fields, its language recorded beside them', async () => {
    const sent = await post(
      { ...person, name: 'Punjabi Page', language: 'pa' },
      'b1c2d3e4-5f6a-4b7c-8d9e-0f1a2b3c4d04',
    );
    expect(sent.status).toBe(201);
    const row = (await listSubmissions((await mockRuntime.ready()).db)).find(
      (stored) => stored.reference === sent.body.reference,
    );
    expect(row?.language).toBe('pa');
    expect(row?.payload).not.toHaveProperty('language');
    expect(Object.keys(row!.payload).sort()).toEqual(['email', 'message', 'name', 'phone']);
  });
});

/** The form as a browser sends it with no script running: url-encoded, asking for a page. */
async function postAsPage(fields: Record<string, string>) {
  address += 1;
  return jsonFormPost(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
        [SOCKET_ADDRESS_HEADER]: `198.51.100.${address}`,
      },
      body: new URLSearchParams(fields).toString(),
    }),
    'contact',
    contactSchema,
    'Thank you',
  );
}

describe('a form the browser sent itself, no script running', () => {
  const { startedAt: _startedAt, ...typed } = person;

  it('is stored, held for staff (its fill time is unknown) and answered with a 303 to its thank-you page', async () => {
    const response = await postAsPage({ ...typed, name: 'No Script' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/thank-you\?ref=AH-[A-Z0-9]{8}&kind=contact$/);
    const rows = await listSubmissions((await mockRuntime.ready()).db);
    const row = rows.find((candidate) => location.includes(candidate.reference));
    expect(row).toMatchObject({ status: 'review', payload: { name: 'No Script' } });
  });

  it('with fields missing, is not stored and is sent to /not-sent with the names of those fields only', async () => {
    const before = (await storedPayloads()).length;
    const response = await postAsPage({ ...typed, name: 'Missing Email', email: '', phone: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/not-sent?kind=contact&reason=fields&fields=email%2Cphone',
    );
    expect(await storedPayloads()).toHaveLength(before);
  });

  it('sent as JSON while asking for a page is refused, with a page too', async () => {
    address += 1;
    const response = await jsonFormPost(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { accept: 'text/html', 'content-type': 'application/json' },
        body: JSON.stringify(typed),
      }),
      'contact',
      contactSchema,
      'Thank you',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/not-sent?kind=contact&reason=failed');
  });
});
