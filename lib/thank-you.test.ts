import { thankYouFor } from '@/content/routes';
import { parseThankYouRequest } from './thank-you';

describe('the request /thank-you reports', () => {
  it('reads a known kind and a well-formed reference', () => {
    expect(parseThankYouRequest({ ref: 'AH-7KQ2M9XD', kind: 'appointment' })).toEqual({
      kind: 'appointment',
      reference: 'AH-7KQ2M9XD',
    });
    expect(parseThankYouRequest({ ref: 'AH-23456789', kind: 'career-application' })).toEqual({
      kind: 'career-application',
      reference: 'AH-23456789',
    });
  });

  it.each([
    ['no parameters', {}],
    ['no kind', { ref: 'AH-7KQ2M9XD' }],
    ['no reference', { kind: 'contact' }],
    ['an unknown kind', { ref: 'AH-7KQ2M9XD', kind: 'pizza' }],
    ['a kind from the prototype', { ref: 'AH-7KQ2M9XD', kind: 'toString' }],
    ['a lowercase reference', { ref: 'ah-7kq2m9xd', kind: 'contact' }],
    ['a reference with a letter staff never see (O)', { ref: 'AH-7KQ2M9XO', kind: 'contact' }],
    ['a reference too long', { ref: 'AH-7KQ2M9XDD', kind: 'contact' }],
    ['markup in the reference', { ref: '<b>AH-7KQ2M9XD</b>', kind: 'contact' }],
    ['a repeated parameter', { ref: ['AH-7KQ2M9XD', 'AH-23456789'], kind: 'contact' }],
  ])('falls back to the generic thanks for %s', (_case, params) => {
    expect(parseThankYouRequest(params)).toBeNull();
  });

  it('reads back what the forms link to', () => {
    const path = thankYouFor('callback', 'AH-23456789');
    expect(path).toBe('/thank-you?ref=AH-23456789&kind=callback');
    const query = Object.fromEntries(new URL(path, 'https://example.com').searchParams);
    expect(parseThankYouRequest(query)).toEqual({ kind: 'callback', reference: 'AH-23456789' });
  });
});
