import type * as z from 'zod/mini';
import { bookingSchema } from './booking';
import { callbackSchema } from './callback';
import { careerApplicationFieldsSchema } from './career-application';
import { contactSchema } from './contact';
import { doctorAppointmentSchema } from './doctor-appointment';
import { UNSUPPORTED_CHARACTERS_MESSAGE, hasOnlySupportedCharacters } from './fields';

// Text that no keyboard produces, and that PostgreSQL or a staff terminal cannot take, is refused
// with a message under its field, in every form; right-to-left text and its marks are welcome.

const forms: Array<[string, z.ZodMiniType, Record<string, string>, string[]]> = [
  [
    'booking',
    bookingSchema,
    {
      name: 'Asha Kaur',
      phone: '9876543210',
      email: 'asha@example.com',
      location: 'Amritsar',
      specialty: 'Cardiology',
      message: 'Chest pain',
    },
    ['name', 'specialty', 'message'],
  ],
  [
    'callback',
    callbackSchema,
    { name: 'Asha Kaur', phone: '98765 43210', email: 'asha@example.com' },
    ['name', 'phone'],
  ],
  [
    'contact',
    contactSchema,
    {
      name: 'Asha Kaur',
      phone: '9876543210',
      email: 'asha@example.com',
      message: 'Visiting hours?',
    },
    ['name', 'email', 'message'],
  ],
  [
    'doctor page',
    doctorAppointmentSchema,
    {
      name: 'Asha Kaur',
      phone: '9876543210',
      email: 'asha@example.com',
      doctorname: 'Dr. Sample',
      message: 'Follow-up',
    },
    ['name', 'email', 'doctorname', 'message'],
  ],
  [
    'careers',
    careerApplicationFieldsSchema,
    { name: 'Asha Kaur', phone: '9876543210', email: 'asha@example.com', id: 'job-1' },
    ['name', 'id'],
  ],
];

const refused: Array<[string, string]> = [
  ['a NUL character', 'Asha\u0000Kaur'],
  ['a lone high surrogate', 'Asha\uD800Kaur'],
  ['a lone low surrogate', '\uDC00Asha'],
  ['a surrogate at the very end', 'Asha\uD83D'],
  ['a terminal escape sequence', 'Asha\u001b]0;owned\u0007\u001b[2J'],
  ['a C1 control (single-byte CSI)', 'Asha\u009b2J'],
  ['DEL', 'Asha\u007f'],
];

describe.each(forms)('the %s form', (_name, schema, valid, textFields) => {
  it('accepts its valid example', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  describe.each(textFields)('field %s', (field) => {
    it.each(refused)('refuses %s with one message under the field', (_what, text) => {
      // Email fields need an address around the character to reach the check.
      const value = field === 'email' ? `a${text}@example.com` : text;
      const result = schema.safeParse({ ...valid, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
        [field, UNSUPPORTED_CHARACTERS_MESSAGE],
      ]);
    });

    it('accepts right-to-left text with its marks, emoji and line breaks', () => {
      const value =
        field === 'email'
          ? 'asha@example.com'
          : field === 'message'
            ? 'درد \u200F سینے میں\nश्वास 😷'
            : 'آشا\u200F کور 😷';
      expect(schema.safeParse({ ...valid, [field]: value }).success).toBe(true);
    });
  });
});

describe('hasOnlySupportedCharacters', () => {
  it('passes tabs, line breaks and paired surrogates, and nothing else below the space', () => {
    expect(hasOnlySupportedCharacters('a\tb\r\nc 👍🏽')).toBe(true);
    for (let code = 0; code < 0x20; code += 1) {
      if (code === 9 || code === 10 || code === 13) continue;
      expect(hasOnlySupportedCharacters(`x${String.fromCharCode(code)}y`)).toBe(false);
    }
  });
});
