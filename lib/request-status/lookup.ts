import 'server-only';
import { normaliseReference } from '@/lib/submissions/reference';
import { findSubmission } from '@/lib/submissions/server';
import { samePhone } from './phone-match';
import { requestStatusView, type RequestStatusView } from './view';

/** Kinds a patient can look up: those whose form asks for a phone number (not blog comments). */
const LOOKED_UP_BY_PHONE = new Set([
  'appointment',
  'doctor-appointment',
  'callback',
  'contact',
  'career-application',
  'data-request',
]);

/**
 * The request with this reference, if the phone number is the one given with it; null otherwise.
 * An unknown reference and a wrong number are one answer, reached by the same steps (a lookup,
 * then a constant-time comparison), so neither the words nor the time tell them apart.
 */
export async function lookUpRequest(
  referenceTyped: string,
  phoneTyped: string,
): Promise<RequestStatusView | null> {
  const reference = normaliseReference(referenceTyped);
  const row = reference ? await findSubmission(reference) : null;
  const stored =
    row && LOOKED_UP_BY_PHONE.has(row.kind) && typeof row.payload.phone === 'string'
      ? row.payload.phone
      : null;
  return samePhone(phoneTyped, stored) && row ? requestStatusView(row) : null;
}
