import { samePhone } from './phone-match';

describe('samePhone', () => {
  it('matches the stored number however the patient writes it', () => {
    for (const typed of ['9876543210', '98765 43210', '+91 98765-43210', '09876543210'])
      expect(samePhone(typed, '9876543210')).toBe(true);
    // The call-back form stores the number as typed.
    expect(samePhone('9876543210', '+91 98765 43210')).toBe(true);
  });

  it("matches a call-back's landline or number abroad by its digits", () => {
    expect(samePhone('0183-5009000', '0183 500 9000')).toBe(true);
    expect(samePhone('44 2079 460958', '+44 20 7946 0958')).toBe(true);
    expect(samePhone('+44 20 7946 0959', '+44 20 7946 0958')).toBe(false);
  });

  it('refuses another number, a blank one, and any number for a request that has none', () => {
    expect(samePhone('9876543211', '9876543210')).toBe(false);
    expect(samePhone('', '9876543210')).toBe(false);
    expect(samePhone('9876543210', null)).toBe(false);
    // The stand-in compared for an unknown reference is not a number anyone can type.
    expect(samePhone('no stored number', null)).toBe(false);
    // Words with no digit are never a number, even against a call-back that gave none.
    expect(samePhone('call me', 'evenings')).toBe(false);
  });
});
