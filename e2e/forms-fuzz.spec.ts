import { test } from './support/test';
import fc from 'fast-check';
import assert from 'node:assert/strict';
import {
  RUNS,
  assertJsonError,
  fuzzRequests,
  jsonBody,
  validFieldWithAwkward,
  withAwkward,
} from './support/fuzz';

// Whatever arrives at a form handler, the answer is a clear 4xx (or a 201 for a valid request),
// never a 5xx. RUNS generated requests per handler (a few hundred in `npm test`, 1,000 in
// `npm run test:fuzz`), with NUL, unpaired surrogates, control characters and right-to-left marks
// in every field.

const handlers = [
  '/api/appointments',
  '/api/callbacks',
  '/api/contact',
  '/api/doctor-appointments',
  '/api/career-applications',
];

const formFields = [
  'name',
  'phone',
  'email',
  'location',
  'specialty',
  'message',
  'doctorname',
  'company',
  'startedAt',
];

const multipartBody = fc.record({
  fields: fc.dictionary(
    fc.constantFrom('name', 'phone', 'email', 'id', 'company', 'startedAt', 'other'),
    fc.oneof(fc.string({ maxLength: 80 }), validFieldWithAwkward),
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

const FORM_STATUSES = [201, 400, 403, 413, 415, 422, 429];

test(`/api/career-applications answers ${RUNS} random multipart forms with 2xx or a clear 4xx, never 5xx`, async ({
  request,
}) => {
  test.setTimeout(120_000);
  await fuzzRequests({
    label: 'POST /api/career-applications (multipart)',
    generated: fc.tuple(multipartBody, fc.ipV4()),
    send: ([{ fields, file }, address]) => {
      const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> =
        { ...fields };
      if (file)
        multipart.cv = {
          name: file.name || 'x',
          mimeType: 'application/octet-stream',
          buffer: Buffer.from(file.bytes),
        };
      return request.post('/api/career-applications', {
        multipart,
        headers: { 'x-forwarded-for': address },
      });
    },
    assertAnswer: (response, body) => {
      assert.ok(FORM_STATUSES.includes(response.status()));
      if (response.status() !== 201) assertJsonError(response, body);
    },
    describe: ([{ fields, file }]) => `${JSON.stringify(fields)} ${file?.name}`,
  });
});

for (const path of handlers) {
  test(`${path} answers ${RUNS} random requests with 2xx or a clear 4xx, never 5xx`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    await fuzzRequests({
      label: `POST ${path}`,
      generated: fc.tuple(jsonBody(formFields), fc.ipV4()),
      send: ([{ contentType, text }, address]) =>
        request.post(path, {
          data: text,
          headers: { 'content-type': contentType, 'x-forwarded-for': address },
        }),
      assertAnswer: (response, body) => {
        assert.ok(FORM_STATUSES.includes(response.status()));
        if (response.status() !== 201) assertJsonError(response, body);
      },
      describe: ([{ contentType, text }]) => `${contentType} ${text}`,
    });
  });
}
