import { HOSPITAL_OPTIONS, bookingSchema, type BookingValues } from './booking';
import { normalisePhone, tooLongMessage } from './fields';

const valid = {
  name: 'Asha Kaur',
  phone: '9876543210',
  email: 'asha@example.com',
  location: 'Amritsar',
  specialty: 'Orthopaedics',
  message: 'Knee pain for two weeks',
};

type Field = keyof typeof valid;

/** Messages of the issues for one field when that field alone is replaced (or removed). */
function messagesFor(field: Field, value: unknown, remove = false): string[] {
  const data: Record<string, unknown> = { ...valid };
  if (remove) delete data[field];
  else data[field] = value;
  const result = bookingSchema.safeParse(data);
  if (result.success) return [];
  // Only this field may be wrong, and it must give exactly one issue.
  expect(result.error.issues.every((issue) => issue.path[0] === field)).toBe(true);
  return result.error.issues.map((issue) => issue.message);
}

const junk: Array<[string, unknown]> = [
  ['null', null],
  ['a number', 9876543210],
  ['a boolean', true],
  ['an object', { value: 'x' }],
  ['an array', ['x']],
  ['an empty array', []],
  ['a long array', Array.from({ length: 3000 }, () => 'a')],
  ['an object with a length', { length: 5000 }],
];

const required: Array<[Field, string]> = [
  ['name', 'Patient name is required'],
  ['phone', 'Phone number is required'],
  ['email', 'Email is required'],
  ['location', 'Hospital selection is required'],
  ['specialty', 'Specialty selection is required'],
  ['message', 'Message is required'],
];

describe('bookingSchema', () => {
  it('accepts valid input and returns trimmed, normalised values', () => {
    const result = bookingSchema.safeParse({
      name: '  Asha Kaur ',
      phone: ' +91 98765-43210 ',
      email: ' asha@example.com ',
      location: ' Taran Taran ',
      specialty: ' Orthopaedics ',
      message: '\n Knee pain \n',
      extra: 'dropped',
    });
    expect(result.success).toBe(true);
    const expected: BookingValues = {
      name: 'Asha Kaur',
      phone: '9876543210',
      email: 'asha@example.com',
      location: 'Taran Taran',
      specialty: 'Orthopaedics',
      message: 'Knee pain',
    };
    expect(result.data).toEqual(expected);
  });

  it.each(required)(
    '%s: empty, whitespace-only and missing give exactly "%s"',
    (field, message) => {
      expect(messagesFor(field, '')).toEqual([message]);
      expect(messagesFor(field, '   \t\n ')).toEqual([message]);
      expect(messagesFor(field, undefined, true)).toEqual([message]);
      expect(messagesFor(field, undefined)).toEqual([message]);
    },
  );

  it.each(required)('%s: non-string values give exactly "%s" and never throw', (field, message) => {
    for (const [, value] of junk) {
      expect(() => bookingSchema.safeParse({ ...valid, [field]: value })).not.toThrow();
      expect(messagesFor(field, value)).toEqual([message]);
    }
  });

  it('refuses non-object input without throwing', () => {
    for (const value of [null, undefined, 'text', 42, []]) {
      expect(bookingSchema.safeParse(value).success).toBe(false);
    }
  });

  it('gives one issue per field when everything is empty', () => {
    const result = bookingSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(required);
  });

  describe('name', () => {
    it('caps the length at 100', () => {
      expect(messagesFor('name', 'a'.repeat(100))).toEqual([]);
      expect(messagesFor('name', 'a'.repeat(101))).toEqual([tooLongMessage(100)]);
      expect(messagesFor('name', `  ${'a'.repeat(100)}  `)).toEqual([]);
    });
  });

  describe('phone', () => {
    it.each([
      ['9876543210', '9876543210'],
      ['98765 43210', '9876543210'],
      ['98765-43210', '9876543210'],
      ['987 654 3210', '9876543210'],
      ['+919876543210', '9876543210'],
      ['+91 98765 43210', '9876543210'],
      ['+91-98765-43210', '9876543210'],
      ['919876543210', '9876543210'],
      ['09876543210', '9876543210'],
      ['0 98765 43210', '9876543210'],
      ['9123456789', '9123456789'],
      ['0123456789', '0123456789'],
    ])('accepts %p as %p', (input, output) => {
      const result = bookingSchema.safeParse({ ...valid, phone: input });
      expect(result.success).toBe(true);
      expect(result.data?.phone).toBe(output);
    });

    it.each([
      ['9 digits', '987654321'],
      ['11 digits', '98765432101'],
      ['12 digits not starting 91', '929876543210'],
      ['two leading zeros', '009876543210'],
      ['+91 then 9 digits', '+91987654321'],
      ['+91 then 11 digits', '+9198765432101'],
      ['letters', '98765abcde'],
      ['letters only', 'phone'],
      ['a plus sign inside', '98765+43210'],
      ['dots', '98765.43210'],
      ['only a prefix', '+91'],
      ['very long', '9'.repeat(5000)],
    ])('refuses %s', (_label, input) => {
      expect(messagesFor('phone', input)).toEqual(['Phone number must be 10 digits']);
    });

    it('treats spaces and hyphens only as empty', () => {
      expect(messagesFor('phone', ' - - ')).toEqual(['Phone number is required']);
    });
  });

  describe('email', () => {
    it.each(['a@b.co', 'first.last+tag@mail.example.org', 'A_B%C-D@EXAMPLE.IN'])(
      'accepts %p',
      (email) => {
        expect(messagesFor('email', email)).toEqual([]);
      },
    );

    it.each([
      'plain',
      'a@b',
      'a@b.c',
      'a b@c.com',
      '@example.com',
      'a@.com@',
      'a@b.c0m',
      'a@exa mple.com',
    ])('refuses %p', (email) => {
      expect(messagesFor('email', email)).toEqual(['Invalid email address']);
    });

    it('caps the length at 254 before the pattern', () => {
      const long = `${'a'.repeat(250)}@x.com`;
      expect(messagesFor('email', long)).toEqual([tooLongMessage(254)]);
    });
  });

  describe('location', () => {
    it.each(HOSPITAL_OPTIONS.map((option) => [option]))('accepts %p', (option) => {
      expect(messagesFor('location', option)).toEqual([]);
    });

    it.each([
      ['an unknown city', 'Delhi'],
      ['a different case', 'amritsar'],
      ['two options', 'Amritsar, Jammu'],
      ['a very long value', 'a'.repeat(5000)],
    ])('refuses %s as "required"', (_label, option) => {
      expect(messagesFor('location', option)).toEqual(['Hospital selection is required']);
    });
  });

  describe('specialty', () => {
    it('accepts any text up to 150 characters', () => {
      expect(messagesFor('specialty', 'Plastic & Reconstructive Surgery')).toEqual([]);
      expect(messagesFor('specialty', 'x'.repeat(150))).toEqual([]);
      expect(messagesFor('specialty', 'x'.repeat(151))).toEqual([tooLongMessage(150)]);
    });
  });

  describe('message', () => {
    it('caps the length at 2000', () => {
      expect(messagesFor('message', 'm'.repeat(2000))).toEqual([]);
      expect(messagesFor('message', 'm'.repeat(2001))).toEqual([
        'Please keep this under 2000 characters',
      ]);
    });
  });
});

describe('bookingSchema: the doctor a booking is for', () => {
  it('keeps a slug for the server to check', () => {
    expect(bookingSchema.parse({ ...valid, doctor: 'dr-meera-sandhu' }).doctor).toBe(
      'dr-meera-sandhu',
    );
    expect(bookingSchema.parse(valid).doctor).toBeUndefined();
  });

  it.each([...junk, ['text too long for a slug', 'x'.repeat(121)] as [string, unknown]])(
    'drops %s without refusing the booking',
    (_case, value) => {
      const result = bookingSchema.safeParse({ ...valid, doctor: value });
      expect(result.success).toBe(true);
      expect(result.data?.doctor).toBeUndefined();
    },
  );
});

describe('normalisePhone', () => {
  it('strips spaces, hyphens and a +91, 91 or 0 prefix only before exactly 10 digits', () => {
    expect(normalisePhone(' 98765 - 43210 ')).toBe('9876543210');
    expect(normalisePhone('+91 98765 43210')).toBe('9876543210');
    expect(normalisePhone('91 98765 43210')).toBe('9876543210');
    expect(normalisePhone('098765 43210')).toBe('9876543210');
    expect(normalisePhone('9198765432')).toBe('9198765432');
    expect(normalisePhone('+91987654321')).toBe('+91987654321');
    expect(normalisePhone('0987654321')).toBe('0987654321');
    expect(normalisePhone('+0 98765 43210')).toBe('+09876543210');
  });
});
