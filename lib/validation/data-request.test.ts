import * as z from 'zod/mini';
import { myDataPage } from '@/content/my-data-page';
import { dataRequestSchema } from './data-request';

const { messages } = myDataPage;

function errorsOf(values: Record<string, unknown>) {
  const result = z.safeParse(dataRequestSchema, values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

const base = { request: 'Erase my data', name: 'Asha Verma' };

describe('a personal data request', () => {
  it('finds the person by a reference with its phone, or by e-mail', () => {
    expect(errorsOf({ ...base, reference: 'ah-7kq2m9xd', phone: '+91 98765 43210' })).toEqual({});
    expect(errorsOf({ ...base, email: 'asha@example.org' })).toEqual({});
    // The call-back form keeps any number: a landline with its code, a number abroad.
    for (const phone of ['0183 500 9000', '+44 20 7946 0958'])
      expect(errorsOf({ ...base, reference: 'AH-7KQ2M9XD', phone })).toEqual({});
  });

  it('says what is missing or malformed, field by field', () => {
    expect(errorsOf(base)).toEqual({ email: messages.findMe });
    expect(errorsOf({ ...base, reference: 'AH-7KQ2M9XD' })).toEqual({
      phone: messages.phoneForReference,
      email: messages.findMe,
    });
    expect(errorsOf({ ...base, reference: 'AH-0000', phone: 'mobile', email: 'x' })).toEqual({
      reference: messages.referenceInvalid,
      phone: messages.phoneInvalid,
      email: messages.emailInvalid,
    });
    expect(errorsOf({ ...base, request: 'Sell my data', email: 'a@b.in' })).toEqual({
      request: messages.request,
    });
    expect(errorsOf({ request: 'Show me my data', email: 'a@b.in' })).toEqual({
      name: messages.name,
    });
  });

  it('says everything that is missing at once, not the way to find the person only after the rest', () => {
    expect(errorsOf({ request: '', name: '', reference: 'AH-7KQ2M9XD' })).toEqual({
      request: messages.request,
      name: messages.name,
      phone: messages.phoneForReference,
      email: messages.findMe,
    });
  });
});
