/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { SOCKET_ADDRESS_HEADER } from '@/lib/forms/socket-address';
import { statusPageAnswer } from '@/lib/request-status/answer';
import { findSubmission, type StoredSubmission } from '@/lib/submissions/server';
import { GET, POST } from './route';

const booking = {
  id: '5f0c9a1e-3b7d-4c2a-9e8f-1a2b3c4d5e6f',
  reference: 'AH-7KQ2M9XD',
  kind: 'appointment',
  payload: { name: 'Asha Kaur', phone: '9876543210', location: 'Pathankot' },
  status: 'local',
  attempts: 0,
  createdAt: new Date('2026-11-20T04:30:00Z'),
  deliveredAt: null,
  handledAt: null,
} as unknown as StoredSubmission;
let stored: StoredSubmission[] = [];

jest.mock('@/lib/submissions/server', () => ({
  findSubmission: jest.fn(
    async (reference: string) => stored.find((row) => row.reference === reference) ?? null,
  ),
}));

beforeEach(() => {
  stored = [structuredClone(booking)];
});

// The too-many-tries page as a build would have prerendered it, in a build folder of this test's own.
beforeAll(() => {
  const build = mkdtempSync(join(tmpdir(), 'status-build-'));
  mkdirSync(join(build, 'server', 'app', 'pa', 'request-status'), { recursive: true });
  writeFileSync(
    join(build, 'server', 'app', 'pa', 'request-status', 'limited.html'),
    '<h1>ਬਹੁਤ ਵਾਰ ਕੋਸ਼ਿਸ਼</h1>',
  );
  process.env.NEXT_DIST_DIR = relative(process.cwd(), build);
});

let address = 0;

/** The form as the browser posts it, from a client address of its own unless one is given. */
function look(
  fields: Record<string, string>,
  from = `198.51.100.${(address += 1)}`,
  headers: Record<string, string> = {},
) {
  return POST(
    new Request('http://localhost/api/request-status', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        [SOCKET_ADDRESS_HEADER]: from,
        ...headers,
      },
    }),
  );
}

/** Where the answer sends the browser, as the page reads it. */
function answerAddress(response: Response) {
  expect(response.status).toBe(303);
  const url = new URL(response.headers.get('location')!, 'http://localhost');
  return { url, query: Object.fromEntries(url.searchParams) };
}

describe('the status form, posted', () => {
  it('sends a match to an answer whose address holds the reference and a proof, never the phone', async () => {
    const response = await look({
      locale: 'en',
      reference: 'ah-7kq2 m9xd',
      phone: '+91 98765 43210',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { url, query } = answerAddress(response);
    expect(url.pathname).toBe('/request-status');
    expect(url.hash).toBe('#answer');
    expect(query).toEqual({
      reference: 'AH-7KQ2M9XD',
      proof: expect.stringMatching(/^[\w-]{22}$/),
    });
    expect(url.href).not.toMatch(/98765|43210/);
    expect(await statusPageAnswer(query)).toMatchObject({
      kind: 'found',
      view: { reference: 'AH-7KQ2M9XD', hospital: 'Pathankot', initials: 'AK' },
    });
  });

  it('answers in the language of the page the form was on', async () => {
    const { url } = answerAddress(
      await look({ locale: 'pa', reference: 'AH-7KQ2M9XD', phone: '9876543210' }),
    );
    expect(url.pathname).toBe('/pa/request-status');
    const other = answerAddress(
      await look({ locale: 'xx', reference: 'AH-7KQ2M9XD', phone: '9876543210' }),
    );
    expect(other.url.pathname).toBe('/request-status');
  });

  it('gives a wrong phone and an unknown reference the same answer, with no proof', async () => {
    const wrongPhone = answerAddress(
      await look({ locale: 'en', reference: 'AH-7KQ2M9XD', phone: '9876543211' }),
    );
    const unknown = answerAddress(
      await look({ locale: 'en', reference: 'AH-22222222', phone: '9876543210' }),
    );
    expect(wrongPhone.query).toEqual({ reference: 'AH-7KQ2M9XD', result: 'not-found' });
    expect(unknown.query).toEqual({ reference: 'AH-22222222', result: 'not-found' });
    expect(await statusPageAnswer(wrongPhone.query)).toEqual({ kind: 'not-found' });
  });

  it("names each field's mistake by its rule, and writes back the reference but never the phone", async () => {
    const { url, query } = answerAddress(
      await look({ locale: 'hi', reference: ' ah-12 ', phone: 'my mobile' }),
    );
    expect(url.pathname).toBe('/hi/request-status');
    expect(url.searchParams.getAll('error')).toEqual(['referenceInvalid', 'phoneInvalid']);
    expect(query.reference).toBe('ah-12');
    expect(url.href).not.toContain('mobile');
    expect(
      await statusPageAnswer({ reference: 'ah-12', error: ['referenceInvalid', 'phoneInvalid'] }),
    ).toEqual({
      kind: 'invalid',
      errors: { reference: 'referenceInvalid', phone: 'phoneInvalid' },
    });

    const empty = answerAddress(await look({ locale: 'en', reference: '', phone: '' }));
    expect(empty.url.searchParams.getAll('error')).toEqual(['referenceRequired', 'phoneRequired']);
    const missing = answerAddress(await look({}));
    expect(missing.url.searchParams.getAll('error')).toEqual([
      'referenceRequired',
      'phoneRequired',
    ]);
  });

  it('refuses the look past 10 an hour at one reference with 429, looking nothing up', async () => {
    stored.push({ ...structuredClone(booking), reference: 'AH-33333333' });
    for (let count = 0; count < 10; count += 1)
      expect((await look({ reference: 'AH-33333333', phone: '9876543210' })).status).toBe(303);
    const looked = jest.mocked(findSubmission).mock.calls.length;
    const refused = await look({ locale: 'pa', reference: 'AH-33333333', phone: '9876543210' });
    expect(jest.mocked(findSubmission).mock.calls.length).toBe(looked);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await refused.text()).toBe('<h1>ਬਹੁਤ ਵਾਰ ਕੋਸ਼ਿਸ਼</h1>');
    // Blank references are no one request's: they count against each address alone.
    for (let count = 0; count < 12; count += 1)
      expect((await look({ reference: '', phone: '' })).status).toBe(303);
    // Another reference from another address is not held back.
    expect((await look({ reference: 'AH-7KQ2M9XD', phone: '9876543210' })).status).toBe(303);
  });

  it('leaves a phone number typed in the reference box out of the address', async () => {
    const { url } = answerAddress(
      await look({ locale: 'en', reference: '98765 43210', phone: '9876543210' }),
    );
    expect(url.searchParams.getAll('error')).toEqual(['referenceInvalid']);
    expect(url.href).not.toMatch(/98765|43210|reference=/);
  });

  it("says the store could not be asked, in the page's language, when the lookup fails", async () => {
    jest.mocked(findSubmission).mockRejectedValueOnce(new Error('connection refused'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { url, query } = answerAddress(
      await look({ locale: 'hi', reference: 'AH-7KQ2M9XD', phone: '9876543210' }),
    );
    expect(url.pathname).toBe('/hi/request-status');
    expect(query).toEqual({ reference: 'AH-7KQ2M9XD', result: 'unavailable' });
    expect(await statusPageAnswer(query)).toEqual({ kind: 'unavailable' });
    expect(error.mock.calls[0]?.[0]).toContain('[request-status] lookup failed');
    error.mockRestore();
  });

  it('refuses a post from another site, and a body far larger than the form', async () => {
    const crossSite = await look({ reference: 'AH-7KQ2M9XD', phone: '9876543210' }, undefined, {
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    const large = await look({ reference: 'AH-7KQ2M9XD', phone: 'x'.repeat(8000) });
    expect(large.status).toBe(413);
  });

  it('sends a GET of its address (a reload, a bookmark) to the form', async () => {
    const response = GET();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/request-status');
  });
});

describe('an answer page reached by its address', () => {
  async function proofOf() {
    return answerAddress(await look({ reference: 'AH-7KQ2M9XD', phone: '9876543210' })).query;
  }

  it('shows nothing for a proof that is not the one given, or given for another request', async () => {
    const query = await proofOf();
    const changed = `${query.proof!.slice(0, -1)}${query.proof!.endsWith('A') ? 'B' : 'A'}`;
    expect(await statusPageAnswer({ ...query, proof: changed })).toEqual({ kind: 'not-found' });
    expect(await statusPageAnswer({ ...query, proof: 'short' })).toEqual({ kind: 'not-found' });
    stored.push({ ...structuredClone(booking), id: crypto.randomUUID(), reference: 'AH-22222222' });
    expect(await statusPageAnswer({ ...query, reference: 'AH-22222222' })).toEqual({
      kind: 'not-found',
    });
  });

  it('stops showing the request once its personal fields are erased', async () => {
    const query = await proofOf();
    stored[0]!.payload = {};
    expect(await statusPageAnswer(query)).toEqual({ kind: 'not-found' });
  });

  it('shows the blank form for no query, and ignores rules it does not know', async () => {
    expect(await statusPageAnswer({})).toEqual({ kind: 'blank' });
    expect(await statusPageAnswer({ reference: 'AH-7KQ2M9XD', phone: '9876543210' })).toEqual({
      kind: 'blank',
    });
    expect(await statusPageAnswer({ error: 'dropTables' })).toEqual({ kind: 'blank' });
  });
});
