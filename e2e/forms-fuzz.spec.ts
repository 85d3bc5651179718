import { expect, test } from '@playwright/test';
import fc from 'fast-check';

// Whatever arrives at a form handler, the answer is a clear 4xx (or a 201 for a valid request),
// never a 5xx. At least 1,000 generated requests per handler, with NUL, unpaired surrogates,
// control characters and right-to-left marks in every field.

const RUNS = 1000;
const handlers = [
  '/api/appointments',
  '/api/callbacks',
  '/api/contact',
  '/api/doctor-appointments',
  '/api/career-applications',
];

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
function withAwkward(base: fc.Arbitrary<string>) {
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

const body = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record(
        {
          name: fieldValue,
          phone: fieldValue,
          email: fieldValue,
          location: fieldValue,
          specialty: fieldValue,
          message: fieldValue,
          doctorname: fieldValue,
          company: fieldValue,
          startedAt: fieldValue,
        },
        { requiredKeys: [] },
      )
      .map((value) => ({ kind: 'json' as const, text: JSON.stringify(value) })),
  },
  { weight: 2, arbitrary: fc.json().map((text) => ({ kind: 'json' as const, text })) },
  {
    weight: 1,
    arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ kind: 'json' as const, text })),
  },
  {
    weight: 1,
    arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ kind: 'text' as const, text })),
  },
);

const multipartBody = fc.record({
  fields: fc.dictionary(
    fc.constantFrom('name', 'phone', 'email', 'id', 'company', 'startedAt', 'other'),
    fc.oneof(fc.string({ maxLength: 80 }), withAwkward(validField)),
    { maxKeys: 7 },
  ),
  file: fc.option(
    fc.record({
      name: fc.oneof(
        fc.constantFrom(
          'cv.pdf',
          'cv.doc',
          'cv.docx',
          'CV.PDF',
          'cv',
          '.pdf',
          'cv.pdf.exe',
          '../../etc/passwd.pdf',
        ),
        fc.string({ maxLength: 40 }),
        withAwkward(fc.constant('cv.pdf')),
      ),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 2048 }),
        fc
          .uint8Array({ maxLength: 512 })
          .map((tail) => Uint8Array.from([...Buffer.from('%PDF-1.7\n'), ...tail])),
        fc
          .uint8Array({ maxLength: 512 })
          .map((tail) => Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...tail])),
        fc
          .uint8Array({ maxLength: 512 })
          .map((tail) =>
            Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...tail]),
          ),
      ),
    }),
    { nil: undefined },
  ),
});

test(`/api/career-applications answers ${RUNS} random multipart forms with 2xx or a clear 4xx, never 5xx`, async ({
  request,
}) => {
  test.setTimeout(120_000);
  await fc.assert(
    fc.asyncProperty(multipartBody, fc.ipV4(), async ({ fields, file }, address) => {
      const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> =
        { ...fields };
      if (file)
        multipart.cv = {
          name: file.name || 'x',
          mimeType: 'application/octet-stream',
          buffer: Buffer.from(file.bytes),
        };
      const response = await request.post('/api/career-applications', {
        multipart,
        headers: { 'x-forwarded-for': address },
      });
      const status = response.status();
      if (status >= 500)
        throw new Error(`${status} for ${JSON.stringify(fields).slice(0, 200)} ${file?.name}`);
      expect([201, 400, 403, 413, 415, 422, 429]).toContain(status);
    }),
    { numRuns: RUNS },
  );
});

for (const path of handlers) {
  test(`${path} answers ${RUNS} random requests with 2xx or a clear 4xx, never 5xx`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    let count = 0;
    await fc.assert(
      fc.asyncProperty(body, fc.ipV4(), async (generated, address) => {
        const contentType =
          generated.kind === 'json'
            ? 'application/json'
            : fc.sample(
                fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x'),
                1,
              )[0]!;
        const response = await request.post(path, {
          data: generated.text,
          headers: { 'content-type': contentType, 'x-forwarded-for': address },
        });
        count += 1;
        const status = response.status();
        if (status >= 500)
          throw new Error(`${status} for ${contentType} ${generated.text.slice(0, 200)}`);
        expect([201, 400, 403, 413, 415, 422, 429]).toContain(status);
        if (status !== 201) expect(typeof (await response.json()).errorMessage).toBe('string');
      }),
      { numRuns: RUNS },
    );
    expect(count).toBeGreaterThanOrEqual(RUNS);
  });
}
