import { File as NodeFile } from 'node:buffer';

import {
  CV_MAX_BYTES,
  careerApplicationFieldsSchema,
  careerApplicationSchema,
  cvRefusalOf,
  isFileLike,
  type CareerApplicationValues,
} from './career-application';
import { tooLongMessage } from './fields';

const pdf = () => new File(['%PDF-1.4\n'], 'cv.pdf', { type: 'application/pdf' });

const validText = {
  name: 'Simran Kaur',
  phone: '9876543210',
  email: 'simran@example.com',
  id: '64f1c2a9e1',
};
const valid = () => ({ ...validText, cv: pdf() });
type Field = keyof ReturnType<typeof valid>;

function messagesFor(field: Field, value: unknown, remove = false): string[] {
  const data: Record<string, unknown> = valid();
  if (remove) delete data[field];
  else data[field] = value;
  const result = careerApplicationSchema.safeParse(data);
  if (result.success) return [];
  expect(result.error.issues.every((issue) => issue.path[0] === field)).toBe(true);
  return result.error.issues.map((issue) => issue.message);
}

const junk: unknown[] = [
  null,
  9876543210,
  true,
  { a: 1 },
  [],
  Array.from({ length: 3000 }, () => 'a'),
  { length: 5000 },
];

const required: Array<[Field, string]> = [
  ['name', 'Patient name is required'],
  ['phone', 'Phone number is required'],
  ['email', 'Email is required'],
  ['cv', 'CV is required'],
];

describe('careerApplicationSchema', () => {
  it('accepts valid input and returns trimmed, normalised values with the same File', () => {
    const cv = pdf();
    const result = careerApplicationSchema.safeParse({
      name: ' Simran Kaur ',
      phone: '+91 98765-43210',
      email: ' simran@example.com ',
      id: ' 64f1c2a9e1 ',
      cv,
    });
    expect(result.success).toBe(true);
    const expected: CareerApplicationValues = { ...validText, cv };
    expect(result.data).toEqual(expected);
    expect(result.data?.cv).toBe(cv);
  });

  it.each(required.filter(([field]) => field !== 'cv'))(
    '%s: empty, whitespace-only, missing and junk give exactly "%s"',
    (field, message) => {
      expect(messagesFor(field, '')).toEqual([message]);
      expect(messagesFor(field, ' \t\n ')).toEqual([message]);
      expect(messagesFor(field, undefined, true)).toEqual([message]);
      for (const value of junk) {
        expect(() =>
          careerApplicationSchema.safeParse({ ...valid(), [field]: value }),
        ).not.toThrow();
        expect(messagesFor(field, value)).toEqual([message]);
      }
    },
  );

  it('gives one issue per field for an empty object, and refuses non-objects', () => {
    const result = careerApplicationSchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      required,
    );
    for (const value of [null, undefined, 'x', 1])
      expect(careerApplicationSchema.safeParse(value).success).toBe(false);
  });

  it('caps the name at 100 characters', () => {
    expect(messagesFor('name', 'n'.repeat(100))).toEqual([]);
    expect(messagesFor('name', 'n'.repeat(101))).toEqual([tooLongMessage(100)]);
  });

  it('phone: exactly 10 digits after removing spaces, hyphens and a +91/91/0 prefix', () => {
    for (const phone of [
      '98765 43210',
      '98765-43210',
      '+91 98765 43210',
      '919876543210',
      '09876543210',
    ]) {
      expect(careerApplicationSchema.safeParse({ ...valid(), phone }).data?.phone).toBe(
        '9876543210',
      );
    }
    for (const phone of ['987654321', '98765432101', '98765abcde', 'ten digits']) {
      expect(messagesFor('phone', phone)).toEqual(['Phone number must be 10 digits']);
    }
  });

  it('email: standard pattern', () => {
    expect(messagesFor('email', 'first.last@mail.example.in')).toEqual([]);
    for (const email of ['simran', 'simran@example', 'sim ran@example.com', 'simran@example.c']) {
      expect(messagesFor('email', email)).toEqual(['Invalid email address']);
    }
    expect(messagesFor('email', `${'s'.repeat(250)}@x.com`)).toEqual([tooLongMessage(254)]);
  });

  it('id: optional job id; missing, null or blank becomes undefined; capped at 100', () => {
    for (const id of [undefined, null, '', '  ']) {
      const result = careerApplicationSchema.safeParse({ ...valid(), id });
      expect(result.success).toBe(true);
      expect(result.data?.id).toBeUndefined();
    }
    expect(messagesFor('id', undefined, true)).toEqual([]);
    expect(messagesFor('id', 'i'.repeat(100))).toEqual([]);
    expect(messagesFor('id', 'i'.repeat(101))).toEqual([tooLongMessage(100)]);
    expect(messagesFor('id', 12)).toEqual(['Please enter text']);
  });

  describe('cv', () => {
    it('is required: missing, null, a string, junk or a plain object that only looks like a file', () => {
      expect(messagesFor('cv', undefined, true)).toEqual(['CV is required']);
      for (const value of [
        undefined,
        null,
        '',
        'cv.pdf',
        42,
        [],
        {},
        { name: 'cv.pdf', size: 10 },
        ...junk,
      ]) {
        expect(() => careerApplicationSchema.safeParse({ ...valid(), cv: value })).not.toThrow();
        expect(messagesFor('cv', value)).toEqual(['CV is required']);
      }
    });

    it('an empty file is "required"', () => {
      expect(messagesFor('cv', new File([], 'cv.pdf'))).toEqual(['CV is required']);
    });

    it.each(['cv.pdf', 'cv.doc', 'cv.docx', 'CV.PDF', 'My CV.Docx', 'resume.final.DOC'])(
      'accepts %p',
      (name) => {
        expect(messagesFor('cv', new File(['content'], name))).toEqual([]);
      },
    );

    it.each(['cv.txt', 'cv.pdf.exe', 'cv', 'cv.', 'pdf', 'cv.docm', 'cv.rtf', 'cv.odt', 'cv.jpg'])(
      'refuses %p with the type message',
      (name) => {
        expect(messagesFor('cv', new File(['content'], name))).toEqual([
          'Please choose a PDF, DOC or DOCX file',
        ]);
      },
    );

    it('accepts exactly 5 MB and refuses anything larger', () => {
      expect(messagesFor('cv', new File([new Uint8Array(CV_MAX_BYTES)], 'cv.pdf'))).toEqual([]);
      expect(messagesFor('cv', new File([new Uint8Array(CV_MAX_BYTES + 1)], 'cv.pdf'))).toEqual([
        'The CV must be 5 MB or smaller',
      ]);
    });

    it('reports the type before the size (one issue only)', () => {
      expect(messagesFor('cv', new File([new Uint8Array(CV_MAX_BYTES + 1)], 'cv.zip'))).toEqual([
        'Please choose a PDF, DOC or DOCX file',
      ]);
    });

    it("works with Node's File (another realm, as from request.formData())", () => {
      const nodeFile = new NodeFile(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
      expect(nodeFile instanceof File).toBe(false);
      expect(isFileLike(nodeFile)).toBe(true);
      expect(messagesFor('cv', nodeFile)).toEqual([]);
      expect(messagesFor('cv', new NodeFile([], 'cv.pdf'))).toEqual(['CV is required']);
      expect(messagesFor('cv', new NodeFile(['x'], 'cv.png'))).toEqual([
        'Please choose a PDF, DOC or DOCX file',
      ]);
    });
  });
});

describe('careerApplicationFieldsSchema', () => {
  it('validates the text fields alone, with no cv', () => {
    expect(careerApplicationFieldsSchema.safeParse(validText).success).toBe(true);
    const result = careerApplicationFieldsSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Patient name is required',
      'Phone number is required',
      'Email is required',
    ]);
  });
});

describe('CV refusals', () => {
  const refusalFor = (cv: unknown) => {
    const result = careerApplicationSchema.safeParse({ ...validText, name: '', cv });
    return result.success ? null : cvRefusalOf(result.error.issues);
  };

  it('say why a CV was refused, whatever else is wrong, without reading the message', () => {
    expect(refusalFor(undefined)).toEqual({ reason: 'missing', message: 'CV is required' });
    expect(refusalFor(new File([], 'cv.pdf'))?.reason).toBe('missing');
    expect(refusalFor(new File(['x'], 'cv.exe'))).toEqual({
      reason: 'unsupported-type',
      message: 'Please choose a PDF, DOC or DOCX file',
    });
    expect(refusalFor(new File([new Uint8Array(CV_MAX_BYTES + 1)], 'cv.pdf'))).toEqual({
      reason: 'too-large',
      message: 'The CV must be 5 MB or smaller',
    });
  });

  it('are absent when the CV passed', () => {
    expect(refusalFor(pdf())).toBeNull();
  });

  it('exports the 5 MB limit', () => {
    expect(CV_MAX_BYTES).toBe(5_242_880);
  });
});
