import { expect, type APIResponse } from '@playwright/test';
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { join } from 'node:path';

/**
 * Generated requests per handler, and per query parameter of a page: a few hundred in `npm test`,
 * FUZZ_RUNS when set (`npm run test:fuzz` sends 1,000).
 */
export const RUNS = Number(process.env.FUZZ_RUNS) || 250;

/** What no keyboard types, and what right-to-left text carries: each must get a clear answer. */
const awkward = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\u001b[2J',
  '\u001b]0;x\u0007',
  '\r',
  '\u0008',
  '\u007f',
  '\u009b',
  '\u200F',
  '\u200E',
  '\u202E',
  '\u2066',
  '\uFEFF',
);

/** A value with awkward characters dropped in anywhere. */
export function withAwkward(base: fc.Arbitrary<string>) {
  return fc
    .tuple(base, fc.array(fc.tuple(awkward, fc.nat()), { minLength: 1, maxLength: 3 }))
    .map(([text, insertions]) =>
      insertions.reduce((value, [character, at]) => {
        const index = value.length === 0 ? 0 : at % (value.length + 1);
        return value.slice(0, index) + character + value.slice(index);
      }, text),
    );
}

/** A field a person would fill correctly, then spoiled with awkward characters. */
const validField = fc.constantFrom(
  'Asha Kaur',
  '9876543210',
  'asha@example.com',
  'Pathankot',
  'Cardiology',
  'Knee pain for two weeks',
  'آشا کور',
);

/** A form field's value: text of every kind, or JSON that is not text at all. */
const fieldValue = fc.oneof(
  fc.string(),
  withAwkward(validField),
  withAwkward(fc.string({ maxLength: 40 })),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '9876543210',
    '+91 98765 43210',
    'a@b.co',
    'Pathankot',
    'Cardiology',
    '<script>alert(1)</script>',
    '\u0000',
    'null',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

export const validFieldWithAwkward = withAwkward(validField);

/**
 * A JSON handler's body: mostly the form's own fields with any values, else any JSON, text that
 * is not JSON, or more than a handler reads; sent as JSON or under another content type.
 */
export function jsonBody(fields: readonly string[]) {
  const record = fc
    .record(Object.fromEntries(fields.map((field) => [field, fieldValue])), { requiredKeys: [] })
    .map((value) => JSON.stringify(value));
  const oversized = fc
    .integer({ min: 16 * 1024, max: 64 * 1024 })
    .map((size) => JSON.stringify({ [fields[0]!]: 'x'.repeat(size) }));
  const text = fc.oneof(
    { weight: 6, arbitrary: record },
    { weight: 2, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: oversized },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
      ),
    },
  );
  return fc.record({ contentType, text });
}

/** Numbers as an address may carry them: huge, negative, fractional, in other scripts. */
const numberLike = fc.oneof(
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.double().map(String),
  fc.nat(10_000).map(String),
  fc.constantFrom(
    '0',
    '-0',
    '-1',
    '00002',
    '1e3',
    '1e308',
    '0x10',
    '1.5',
    ' 2 ',
    '2abc',
    'NaN',
    'Infinity',
    '9'.repeat(400),
    '\uff12',
    '\u0663',
    '\u2167',
  ),
);

/** What an attacker tries first in any field. */
const injection = fc.constantFrom(
  "' OR '1'='1' --",
  '"; DROP TABLE doctors; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  '\r\nSet-Cookie: a=1',
  '%0d%0aLocation:%20//evil.example',
  '%',
  '%%',
  '%2',
  '%zz',
  '%u0041',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%00',
  '&',
  '=',
  '#',
  '?',
  '+',
  '/',
  '\\',
  '//evil.example',
);

/** A value for a query parameter, form field or path segment: whatever a visitor or bot sends. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  withAwkward(fc.string({ maxLength: 40 })),
  numberLike,
  injection,
  fc.string({ unit: 'grapheme-ascii', minLength: 81, maxLength: 2000 }),
  fc.constantFrom('', ' ', 'Pathankot', 'Cardiology', 'preet', 'heart', 'ਅੰਮ੍ਰਿਤਸਰ', 'آشا'),
);

/**
 * How a value reaches the server: escaped as a link or a form would escape it, or as typed, so
 * that a stray "%", "&" or "#" keeps the meaning it has in an address.
 */
const encodedAs = fc.constantFrom('component', 'form', 'typed');
type Encoding = typeof encodedAs extends fc.Arbitrary<infer T> ? T : never;

export function encodeValue(value: string, encoding: Encoding): string {
  const wellFormed = value.toWellFormed();
  if (encoding === 'component') return encodeURIComponent(wellFormed);
  if (encoding === 'form') return new URLSearchParams({ v: wellFormed }).toString().slice(2);
  return value;
}

/**
 * Long values: within what a server reads, and past its 16 KB limit for a request's head (431).
 * Between the two, a searched list's answer repeats the address in a header past what a Node
 * client reads; edges-fuzz.spec.ts has a test of its own for that.
 */
const longValue = fc
  .oneof(fc.integer({ min: 2000, max: 3000 }), fc.integer({ min: 17_000, max: 20_000 }))
  .map((size) => 'x'.repeat(size));

/** A query value as an address carries it; now and then a very long one. */
export const queryValue = fc.oneof(
  {
    weight: 30,
    arbitrary: fc
      .tuple(hostileText, encodedAs)
      .map(([value, encoding]) => encodeValue(value, encoding)),
  },
  { weight: 1, arbitrary: longValue },
);

/**
 * A set of values drawn once per run and sent again and again, with a fresh value one time in
 * ten: each new value of a cached page costs a render (tens of milliseconds), a repeated one is
 * served from the cache. Failures print the value, so a run's pool need not be drawn again.
 */
export function mostlyRepeated<T>(values: fc.Arbitrary<T>, distinct: number) {
  return fc.oneof(
    { weight: 9, arbitrary: fc.constantFrom(...fc.sample(values, distinct)) },
    { weight: 1, arbitrary: values },
  );
}

const REPO_ROOT = join(__dirname, '..', '..');
const STACK_FRAME = /^\s*at .+:\d+:\d+\)?$/m;
const ERROR_WITH_PATH = /\w*Error: [^\n<"]{0,200}?(?:\/[\w.@-]+){2,}/;

/** A stack trace, or the server's own file paths, in what a client received. */
function leakedInternals(body: string): string | null {
  for (const pattern of [STACK_FRAME, ERROR_WITH_PATH]) {
    const match = pattern.exec(body);
    if (match) return match[0];
  }
  return body.includes(REPO_ROOT) ? REPO_ROOT : null;
}

/** An error answer as every handler gives it: JSON with a short `errorMessage`. */
export function assertJsonError(response: APIResponse, body: string) {
  assert.match(response.headers()['content-type'] ?? '', /^application\/json/);
  const message: unknown = JSON.parse(body).errorMessage;
  assert.ok(typeof message === 'string' && message.length > 0 && message.length <= 200, body);
}

/** Requests in flight at once: the client's own work overlaps the server's. */
const CONCURRENT = 4;

interface Fuzzed<T> {
  /** What is printed and asserted: a handler, or a page and its parameter. */
  label: string;
  generated: fc.Arbitrary<T>;
  send: (value: T) => Promise<APIResponse>;
  /** What a client must receive when the server did not fail; throws when it does not. */
  assertAnswer: (response: APIResponse, body: string, value: T) => void;
  /** How a failing value is shown. */
  describe?: (value: T) => string;
  runs?: number;
}

/**
 * Sends `runs` generated requests and counts those the server failed (5xx): prints the count
 * with the number sent, and fails with the first few failing inputs. Any other wrong answer
 * (an unexpected status, a leaked stack trace) fails at once, shrunk by fast-check. Checks use
 * node:assert: Playwright's expect records a step per call, which thousands of calls feel.
 */
export async function fuzzRequests<T>({
  label,
  generated,
  send,
  assertAnswer,
  describe = (value) => JSON.stringify(value),
  runs = RUNS,
}: Fuzzed<T>) {
  let sent = 0;
  const serverErrors: string[] = [];
  const check = async (value: T) => {
    const response = await send(value);
    sent += 1;
    const body = await response.text();
    if (response.status() >= 500) {
      serverErrors.push(`${response.status()} for ${describe(value).slice(0, 4000)}`);
      return;
    }
    const shown = describe(value).slice(0, 300);
    const leaked = leakedInternals(body);
    assert.equal(leaked, null, `${response.status()} for ${shown} leaked ${leaked}`);
    try {
      assertAnswer(response, body, value);
    } catch (error) {
      throw new Error(`${response.status()} for ${shown}: ${(error as Error).message}`);
    }
  };
  const batch = fc.array(generated, { minLength: CONCURRENT, maxLength: CONCURRENT });
  try {
    await fc.assert(
      fc.asyncProperty(batch, async (values) => {
        await Promise.all(values.map(check));
      }),
      { numRuns: Math.ceil(runs / CONCURRENT) },
    );
  } finally {
    console.log(`${label}: ${sent} requests sent, ${serverErrors.length} answered 5xx`);
  }
  expect(sent).toBeGreaterThanOrEqual(runs);
  expect(serverErrors.slice(0, 10)).toEqual([]);
}
