import { createHmac, timingSafeEqual } from 'node:crypto';
import { phoneDigits } from '@/lib/validation/fields';

const LENGTH = 22;

/**
 * What the status page's address carries in place of the phone number, once the reference and
 * the phone were found to match: a MAC of the reference and the stored phone's digits, keyed by
 * the request's id (a random UUID known to the browser that sent it, the store and the hospital
 * API, never shown on a page). 22 base64url characters (132 bits), so it cannot be guessed; it
 * stops working when the request's personal fields are erased.
 */
export function statusProof(request: { id: string; reference: string }, storedPhone: string) {
  return createHmac('sha256', request.id)
    .update(`request-status:${request.reference}:${phoneDigits(storedPhone)}`)
    .digest('base64url')
    .slice(0, LENGTH);
}

/** Whether `proof` is the one statusProof gives this request, compared in constant time. */
export function isStatusProof(
  request: { id: string; reference: string },
  storedPhone: string,
  proof: string,
): boolean {
  const expected = Buffer.from(statusProof(request, storedPhone));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
