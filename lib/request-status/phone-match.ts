import { createHash, timingSafeEqual } from 'node:crypto';
import { phoneDigits } from '@/lib/validation/fields';

/** What is compared of a phone number: its digits (lib/validation/fields.ts `phoneDigits`). */
function comparable(phone: string): Buffer {
  return createHash('sha256').update(phoneDigits(phone)).digest();
}

/**
 * Whether the number a visitor typed is the one stored with the request, in time that does not
 * depend on where they differ: both are hashed to the same length and compared in constant time.
 * With no stored number (an unknown reference), a stand-in is compared, so that the answer takes
 * the same time either way.
 */
export function samePhone(typed: string, stored: string | null): boolean {
  const expected = comparable(stored ?? 'no stored number');
  const matches = timingSafeEqual(comparable(typed), expected);
  return matches && stored !== null && phoneDigits(typed) !== '';
}
