import { samePhone } from './phone-match';

describe('samePhone', () => {
  it('matches the stored number however the patient writes it', () => {
    for (const typed of ['9876543210', '98765 43210', '+91 98765-43210', '09876543210'])
      expect(samePhone(typed, '9876543210')).toBe(true);
    // The call-back form stores the number as typed.
    expect(samePhone('9876543210', '+91 98765 43210')).toBe(true);
  });

  it('refuses another number, a blank one, and any number for a request that has none', () => {
    expect(samePhone('9876543211', '9876543210')).toBe(false);
    expect(samePhone('', '9876543210')).toBe(false);
    expect(samePhone('9876543210', null)).toBe(false);
    // The stand-in compared for an unknown reference is not a number anyone can type.
    expect(samePhone('no stored number', null)).toBe(false);
  });
});
