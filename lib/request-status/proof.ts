import { createHmac, timingSafeEqual } from 'node:crypto';

const LENGTH = 22;

/**
 * What the status page's address carries in place of the phone number, once the reference and
 * the phone were found to match: a MAC of the reference, keyed by the request's id (a random UUID
 * known to the browser that sent it, the store and the hospital API, never shown on a page; see
 * lib/submissions/README.md). 22 base64url characters (132 bits), so it cannot be guessed. The
 * phone is not in it, so nothing in the link narrows the number down.
 */
export function statusProof(request: { id: string; reference: string }): string {
  return createHmac('sha256', request.id)
    .update(`request-status:${request.reference}`)
    .digest('base64url')
    .slice(0, LENGTH);
}

/** Whether `proof` is the one statusProof gives this request, compared in constant time. */
export function isStatusProof(request: { id: string; reference: string }, proof: string): boolean {
  const expected = Buffer.from(statusProof(request));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
