import { doctorAppointmentSchema, type DoctorAppointmentValues } from './doctor-appointment';
import { tooLongMessage } from './fields';

const valid = {
  name: 'Harpreet Singh',
  phone: '9876543210',
  email: 'harpreet@example.com',
  doctorname: 'Dr. A. Kumar',
  message: 'Follow-up visit',
};
type Field = keyof typeof valid;

function messagesFor(field: Field, value: unknown, remove = false): string[] {
  const data: Record<string, unknown> = { ...valid };
  if (remove) delete data[field];
  else data[field] = value;
  const result = doctorAppointmentSchema.safeParse(data);
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

const required: Array<[Exclude<Field, 'doctorname'>, string]> = [
  ['name', 'Patient Name'],
  ['phone', 'Mobile number is required'],
  ['email', 'Email is required'],
  ['message', 'Message is required'],
];

describe('doctorAppointmentSchema', () => {
  it('accepts valid input and returns trimmed, normalised values', () => {
    const result = doctorAppointmentSchema.safeParse({
      name: ' Harpreet Singh ',
      phone: '+91-98765-43210',
      email: ' harpreet@example.com ',
      doctorname: '  Dr. A. Kumar ',
      message: ' Follow-up visit ',
    });
    expect(result.success).toBe(true);
    const expected: DoctorAppointmentValues = valid;
    expect(result.data).toEqual(expected);
  });

  it.each(required)(
    '%s: empty, whitespace-only, missing and junk give exactly "%s"',
    (field, message) => {
      expect(messagesFor(field, '')).toEqual([message]);
      expect(messagesFor(field, '  \t ')).toEqual([message]);
      expect(messagesFor(field, undefined, true)).toEqual([message]);
      for (const value of junk) {
        expect(() => doctorAppointmentSchema.safeParse({ ...valid, [field]: value })).not.toThrow();
        expect(messagesFor(field, value)).toEqual([message]);
      }
    },
  );

  it('gives one issue per required field for an empty object, and refuses non-objects', () => {
    const result = doctorAppointmentSchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      required,
    );
    for (const value of [null, undefined, 'x', 1])
      expect(doctorAppointmentSchema.safeParse(value).success).toBe(false);
  });

  it('phone: exactly 10 digits after removing spaces, hyphens and a +91/91/0 prefix', () => {
    for (const phone of [
      '98765 43210',
      '98765-43210',
      '+91 9876543210',
      '919876543210',
      '09876543210',
    ]) {
      expect(doctorAppointmentSchema.safeParse({ ...valid, phone }).data?.phone).toBe('9876543210');
    }
    for (const phone of ['987654321', '98765432101', 'abcdefghij', '98765 4321x']) {
      expect(messagesFor('phone', phone)).toEqual(['Invalid mobile number']);
    }
  });

  it('email: text@text with no spaces', () => {
    for (const email of ['a@b', 'harpreet@example.com', 'x.y@localhost'])
      expect(messagesFor('email', email)).toEqual([]);
    for (const email of ['harpreet', 'a@', '@b', 'a@b@c', 'a b@c', 'a@b c']) {
      expect(messagesFor('email', email)).toEqual(['Invalid email format']);
    }
    expect(messagesFor('email', `${'h'.repeat(250)}@x.com`)).toEqual([tooLongMessage(254)]);
  });

  it('doctorname has no rule: optional, null or blank becomes undefined, only the length is capped', () => {
    for (const doctorname of [undefined, null, '', '   ']) {
      const result = doctorAppointmentSchema.safeParse({ ...valid, doctorname });
      expect(result.success).toBe(true);
      expect(result.data?.doctorname).toBeUndefined();
    }
    expect(messagesFor('doctorname', undefined, true)).toEqual([]);
    expect(messagesFor('doctorname', 'd'.repeat(150))).toEqual([]);
    expect(messagesFor('doctorname', 'd'.repeat(151))).toEqual([tooLongMessage(150)]);
    expect(messagesFor('doctorname', 42)).toEqual(['Please enter text']);
    expect(
      messagesFor(
        'doctorname',
        Array.from({ length: 200 }, () => 'd'),
      ),
    ).toEqual(['Please enter text']);
  });

  it('caps name and message lengths', () => {
    expect(messagesFor('name', 'n'.repeat(101))).toEqual([tooLongMessage(100)]);
    expect(messagesFor('message', 'm'.repeat(2001))).toEqual([tooLongMessage(2000)]);
  });
});
