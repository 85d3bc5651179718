import { CALLBACK_MESSAGE, callbackSchema, type CallbackValues } from './callback';
import { tooLongMessage } from './fields';

const valid = { name: 'Ravi Sharma', email: 'ravi@example.com', phone: '98765 43210' };
type Field = keyof typeof valid;

function messagesFor(field: Field, value: unknown, remove = false): string[] {
  const data: Record<string, unknown> = { ...valid };
  if (remove) delete data[field];
  else data[field] = value;
  const result = callbackSchema.safeParse(data);
  if (result.success) return [];
  expect(result.error.issues.every((issue) => issue.path[0] === field)).toBe(true);
  return result.error.issues.map((issue) => issue.message);
}

const junk: unknown[] = [
  null,
  42,
  false,
  { a: 1 },
  ['x'],
  [],
  Array.from({ length: 3000 }, () => 'a'),
  { length: 0 },
  { length: 5000 },
];

const required: Array<[Field, string]> = [
  ['name', 'Name is required'],
  ['email', 'Email is required'],
  ['phone', 'Phone number is required'],
];

describe('callbackSchema', () => {
  it('the callback message is always "connect"', () => {
    expect(CALLBACK_MESSAGE).toBe('connect');
  });

  it('accepts valid input, trims it and drops other keys (including message)', () => {
    const result = callbackSchema.safeParse({
      name: ' Ravi Sharma ',
      email: ' ravi@example.com ',
      phone: ' +91 98765 43210 ',
      message: 'anything',
    });
    expect(result.success).toBe(true);
    const expected: CallbackValues = {
      name: 'Ravi Sharma',
      email: 'ravi@example.com',
      phone: '+91 98765 43210',
    };
    expect(result.data).toEqual(expected);
  });

  it.each(required)(
    '%s: empty, whitespace-only, missing and junk give exactly "%s"',
    (field, message) => {
      expect(messagesFor(field, '')).toEqual([message]);
      expect(messagesFor(field, '  \n\t ')).toEqual([message]);
      expect(messagesFor(field, undefined, true)).toEqual([message]);
      for (const value of junk) {
        expect(() => callbackSchema.safeParse({ ...valid, [field]: value })).not.toThrow();
        expect(messagesFor(field, value)).toEqual([message]);
      }
    },
  );

  it('gives one issue per field for an empty object, and refuses non-objects', () => {
    const result = callbackSchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      required,
    );
    for (const value of [null, undefined, 'x', 1])
      expect(callbackSchema.safeParse(value).success).toBe(false);
  });

  it('refuses an email that is not an address (the input is type=email)', () => {
    for (const email of ['ravi', 'ravi@example', 'ravi @example.com']) {
      expect(messagesFor('email', email)).toEqual(['Invalid email address']);
    }
    expect(messagesFor('email', `${'r'.repeat(250)}@x.com`)).toEqual([tooLongMessage(254)]);
  });

  it('has no format rule for the phone, only a length cap', () => {
    expect(messagesFor('phone', '12345')).toEqual([]);
    expect(messagesFor('phone', 'call me')).toEqual([]);
    expect(messagesFor('phone', '9'.repeat(30))).toEqual([]);
    expect(messagesFor('phone', '9'.repeat(31))).toEqual([tooLongMessage(30)]);
  });

  it('caps the name at 100 characters', () => {
    expect(messagesFor('name', 'n'.repeat(100))).toEqual([]);
    expect(messagesFor('name', 'n'.repeat(101))).toEqual(['Please keep this under 100 characters']);
  });
});
