/** @jest-environment node */
import { SOCKET_ADDRESS_HEADER } from '@/lib/forms/socket-address';
import { ATTACHMENT_MEDIA_TYPES } from '@/lib/submissions/attachments';
import { storeSubmission } from '@/lib/submissions/server';
import { CV_MAX_BYTES } from '@/lib/validation/career-application';
import { CV_ACCEPT, CV_TYPES, type CvExtension } from '@/lib/validation/cv-types';
import { POST } from './route';

jest.mock('@/lib/submissions/server', () => ({
  storeSubmission: jest.fn(async () => ({ reference: 'AH-TESTCV01' })),
  generateReference: () => 'AH-BOTBOT01',
  wakeRelay: () => {},
}));

const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

/** A zip holding one empty stored entry, with no central directory (the checker falls back). */
function zipWithEntry(name: string): Uint8Array {
  const header = new Uint8Array(30);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(4, 20, true);
  view.setUint16(26, name.length, true);
  return Uint8Array.from([...header, ...ascii(name)]);
}

/** The smallest bytes each type's signature accepts. */
const SAMPLES: Record<CvExtension, Uint8Array> = {
  pdf: ascii('%PDF-1.4\n%%EOF\n'),
  doc: Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
  docx: zipWithEntry('word/document.xml'),
};

let address = 0;

function post(cv?: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  form.set('name', 'Ravi Kumar');
  form.set('phone', '9876543210');
  form.set('email', 'ravi@example.com');
  form.set('id', 'job-1');
  form.set('company', '');
  form.set('startedAt', String(Date.now() - 10_000));
  if (cv) form.set('cv', new Blob([new Uint8Array(cv.bytes)]), cv.name);
  address += 1;
  return POST(
    new Request('http://localhost/api/career-applications', {
      method: 'POST',
      body: form,
      // A fresh address each time, so the rate limit never answers instead.
      headers: { [SOCKET_ADDRESS_HEADER]: `192.0.2.${address}` },
    }),
  );
}

beforeEach(() => jest.mocked(storeSubmission).mockClear());

describe('the CV types', () => {
  it.each(CV_TYPES.map((type) => [type.extension, type] as const))(
    '%s is accepted by name and content, stored under its own extension and media type',
    async (extension, type) => {
      const response = await post({ name: `My CV.${extension}`, bytes: SAMPLES[extension] });
      expect(response.status).toBe(201);
      expect(storeSubmission).toHaveBeenCalledWith(
        expect.objectContaining({
          file: expect.objectContaining({ extension, originalName: `My CV.${extension}` }),
        }),
      );
      expect(ATTACHMENT_MEDIA_TYPES[extension]).toBe(type.mediaType);
      expect(CV_ACCEPT.split(',')).toEqual(
        expect.arrayContaining([`.${extension}`, type.mediaType]),
      );
    },
  );

  it.each(['cv.txt', 'cv.exe', 'cv.pdf.exe', 'cv', 'cv.docm'])(
    '%s is refused with 415 and the type message',
    async (name) => {
      const response = await post({ name, bytes: SAMPLES.pdf });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({
        errorMessage: 'Please choose a PDF, DOC or DOCX file',
        fieldErrors: { cv: 'Please choose a PDF, DOC or DOCX file' },
      });
      expect(storeSubmission).not.toHaveBeenCalled();
    },
  );

  it.each(
    CV_TYPES.flatMap((named) =>
      CV_TYPES.filter((real) => real !== named).map(
        (real) => [real.extension, named.extension] as const,
      ),
    ),
  )('a %s renamed .%s is refused with 415', async (real, named) => {
    const response = await post({ name: `cv.${named}`, bytes: SAMPLES[real] });
    expect(response.status).toBe(415);
    expect((await response.json()).errorMessage).toContain('does not look like');
    expect(storeSubmission).not.toHaveBeenCalled();
  });

  it('a CV over 5 MB is refused with 413', async () => {
    const bytes = new Uint8Array(CV_MAX_BYTES + 1);
    bytes.set(SAMPLES.pdf);
    const response = await post({ name: 'cv.pdf', bytes });
    expect(response.status).toBe(413);
    expect((await response.json()).errorMessage).toBe('The CV must be 5 MB or smaller');
  });

  it('no CV, or an empty one, is an invalid field: 422', async () => {
    for (const response of [
      await post(),
      await post({ name: 'cv.pdf', bytes: new Uint8Array() }),
    ]) {
      expect(response.status).toBe(422);
      expect((await response.json()).fieldErrors).toEqual({ cv: 'CV is required' });
    }
  });
});
