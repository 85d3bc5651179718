import { formatRupees } from './rupees';

describe('formatRupees', () => {
  it('writes whole rupees with the symbol and Indian grouping', () => {
    expect(formatRupees(2499)).toBe('₹2,499');
    expect(formatRupees(124999)).toBe('₹1,24,999');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it.each([
    [4958535.72, '49,58,535.72'],
    [1, '1.00'],
    [999999.05, '9,99,999.05'],
    [123456789, '12,34,56,789.00'],
  ])('writes %d with paise and no symbol as %s', (rupees, text) => {
    expect(formatRupees(rupees, { symbol: false, decimals: 2 })).toBe(text);
  });
});
