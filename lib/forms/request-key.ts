/**
 * A form post carries a key its browser drew (a UUID, in this header). Sent again after an answer
 * was lost (a dropped connection, a restarted instance), the request finds the row the first
 * copy made, so a visitor's retry never stores it twice.
 */
export const REQUEST_KEY_HEADER = 'Idempotency-Key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The header's key when it is a well-formed UUID (lower-cased); otherwise none. */
export function requestKeyOf(headers: Headers): string | undefined {
  const value = headers.get(REQUEST_KEY_HEADER)?.trim().toLowerCase();
  return value && UUID.test(value) ? value : undefined;
}

/** A random UUID (version 4), also where crypto.randomUUID is missing (a page served over plain http). */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
