import 'server-only';
import { normaliseReference } from '@/lib/submissions/reference';
import { findSubmission } from '@/lib/submissions/server';
import { samePhone } from './phone-match';
import { isStatusProof, statusProof } from './proof';
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

/** The stored request with this reference and the phone given with it, if a patient may look it up. */
async function lookableRequest(referenceTyped: string) {
  const reference = normaliseReference(referenceTyped);
  const row = reference ? await findSubmission(reference) : null;
  const phone =
    row && LOOKED_UP_BY_PHONE.has(row.kind) && typeof row.payload.phone === 'string'
      ? row.payload.phone
      : null;
  return { row, phone };
}

/**
 * The request with this reference, if the phone number is the one given with it, and the proof
 * its answer's address carries instead of the number (./proof.ts); null otherwise. An unknown
 * reference and a wrong number are one answer, reached by the same steps (a lookup, then a
 * constant-time comparison), so neither the words nor the time tell them apart.
 */
export async function lookUpRequest(
  referenceTyped: string,
  phoneTyped: string,
): Promise<{ view: RequestStatusView; proof: string } | null> {
  const { row, phone } = await lookableRequest(referenceTyped);
  return samePhone(phoneTyped, phone) && row && phone
    ? { view: requestStatusView(row), proof: statusProof(row) }
    : null;
}

/**
 * The request an answer's address names, if its proof is the one lookUpRequest gave and a patient
 * may still look it up (its phone not erased); else null. The proof cannot be guessed, so the
 * time an unknown reference saves here tells nothing.
 */
export async function lookUpByProof(
  reference: string,
  proof: string,
): Promise<RequestStatusView | null> {
  const { row, phone } = await lookableRequest(reference);
  return row && phone && isStatusProof(row, proof) ? requestStatusView(row) : null;
}
