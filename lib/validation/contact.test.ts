import { contactSchema, type ContactValues } from './contact';
import { tooLongMessage } from './fields';

const valid = {
  name: 'Meena Gill',
  email: 'meena@example.com',
  phone: '9876543210',
  message: 'Visiting hours?',
};
type Field = keyof typeof valid;

function messagesFor(field: Field, value: unknown, remove = false): string[] {
  const data: Record<string, unknown> = { ...valid };
  if (remove) delete data[field];
  else data[field] = value;
  const result = contactSchema.safeParse(data);
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
  { length: 0 },
  { length: 5000 },
];

const required: Array<[Field, string]> = [
  ['name', 'Name is required'],
  ['email', 'Email is required'],
  ['phone', 'Mobile number is required'],
  ['message', 'Message is required'],
];

describe('contactSchema', () => {
  it('accepts valid input and returns trimmed, normalised values', () => {
    const result = contactSchema.safeParse({
      name: ' Meena Gill ',
      email: ' meena@example.com ',
      phone: ' 0 98765-43210 ',
      message: ' Visiting hours? ',
    });
    expect(result.success).toBe(true);
    const expected: ContactValues = valid;
    expect(result.data).toEqual(expected);
  });

  it.each(required)(
    '%s: empty, whitespace-only, missing and junk give exactly "%s"',
    (field, message) => {
      expect(messagesFor(field, '')).toEqual([message]);
      expect(messagesFor(field, ' \t\n ')).toEqual([message]);
      expect(messagesFor(field, undefined, true)).toEqual([message]);
      for (const value of junk) {
        expect(() => contactSchema.safeParse({ ...valid, [field]: value })).not.toThrow();
        expect(messagesFor(field, value)).toEqual([message]);
      }
    },
  );

  it('gives one issue per field for an empty object, and refuses non-objects', () => {
    const result = contactSchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      required,
    );
    for (const value of [null, undefined, 'x', 1])
      expect(contactSchema.safeParse(value).success).toBe(false);
  });

  it('email: non-space text, an at sign and a domain', () => {
    for (const email of ['a@b.c', 'meena@mail.example.org', 'x+y@host.in'])
      expect(messagesFor('email', email)).toEqual([]);
    for (const email of [
      'meena',
      'meena@example',
      'meena example@x.com',
      '@example.com',
      'meena@.',
      'meena@example.',
    ]) {
      expect(messagesFor('email', email)).toEqual(['Invalid email format']);
    }
    expect(messagesFor('email', `${'m'.repeat(250)}@x.com`)).toEqual([tooLongMessage(254)]);
  });

  it.each([
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
  ])('phone: accepts %p as %p', (input, output) => {
    const result = contactSchema.safeParse({ ...valid, phone: input });
    expect(result.data?.phone).toBe(output);
  });

  it.each(['987654321', '98765432101', '98765abcde', '+9198765', '9'.repeat(1000)])(
    'phone: refuses %p',
    (phone) => {
      expect(messagesFor('phone', phone)).toEqual(['Invalid mobile number']);
    },
  );

  it('caps name and message lengths', () => {
    expect(messagesFor('name', 'n'.repeat(101))).toEqual([tooLongMessage(100)]);
    expect(messagesFor('message', 'm'.repeat(2000))).toEqual([]);
    expect(messagesFor('message', 'm'.repeat(2001))).toEqual([
      'Please keep this under 2000 characters',
    ]);
  });
});
