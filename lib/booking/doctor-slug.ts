/** The longest doctor slug an address or a booking may carry; a longer one is ignored. */
export const DOCTOR_SLUG_MAX = 120;

// A letter or digit, then also combining marks and . _ ~ -: every slug a catalogue writes, and nothing that could
// change a path ("/", "%", "..") or hide in one (spaces, control characters).
const SLUG_SHAPE = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}._~-]*$/u;

/**
 * The doctor slug an appointment address (?doctor=) or a booking names, or null when the value
 * cannot be a slug: then there is nothing to look up, and the plain form is shown or stored.
 */
export function bookingDoctorSlug(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const slug = value.trim();
  return slug.length <= DOCTOR_SLUG_MAX && SLUG_SHAPE.test(slug) ? slug : null;
}
