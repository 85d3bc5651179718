const formats = new Map<string, Intl.NumberFormat>();

function format(symbol: boolean, decimals: number): Intl.NumberFormat {
  const key = `${symbol}-${decimals}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      style: symbol ? 'currency' : 'decimal',
      currency: 'INR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, formatter);
  }
  return formatter;
}

/**
 * Rupees as Indian readers write them, in lakhs and crores: 2499 → "₹2,499"; with
 * `{ symbol: false, decimals: 2 }`, 4958535.72 → "49,58,535.72" (a table whose column says ₹).
 * Amounts that must add up to the paisa are kept in whole paise and divided by 100 only here.
 */
export function formatRupees(
  rupees: number,
  { symbol = true, decimals = 0 }: { symbol?: boolean; decimals?: 0 | 2 } = {},
): string {
  return format(symbol, decimals).format(rupees);
}
