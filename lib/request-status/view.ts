import { initialsOf } from '@/lib/initials.mjs';
import type { StoredSubmission, SubmissionKind } from '@/lib/submissions/server';

/**
 * Where a request is on its way to the hospital's team:
 * - passed: the hospital API accepted it (the relay delivered it);
 * - with-team: no hospital API is configured, so the store is where staff read requests;
 * - sending: waiting for its first delivery;
 * - retrying: a delivery failed and the relay is trying again;
 * - held: the relay stopped trying; staff send it again from the store.
 */
export type Delivery = 'passed' | 'with-team' | 'sending' | 'retrying' | 'held';

/** What the status page may show of a request: never the message, the email or the full name. */
export interface RequestStatusView {
  reference: string;
  kind: SubmissionKind;
  receivedAt: Date;
  delivery: Delivery;
  /** When the hospital API accepted it; null unless delivered. */
  passedAt: Date | null;
  /** When staff marked it handled; null until they do. */
  handledAt: Date | null;
  /** The hospital or the doctor it was for, when the form asked. */
  hospital: string | null;
  doctor: string | null;
  /** The name's initials, so that a family member can tell their requests apart. */
  initials: string;
}

function deliveryOf(row: StoredSubmission): Delivery {
  switch (row.status) {
    case 'delivered':
      return 'passed';
    case 'local':
    case 'review':
      return 'with-team';
    case 'dead':
      return 'held';
    case 'pending':
      return row.attempts > 0 ? 'retrying' : 'sending';
  }
}

const textField = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function requestStatusView(row: StoredSubmission): RequestStatusView {
  return {
    reference: row.reference,
    kind: row.kind,
    receivedAt: row.createdAt,
    delivery: deliveryOf(row),
    passedAt: row.status === 'delivered' ? row.deliveredAt : null,
    handledAt: row.handledAt,
    hospital: row.kind === 'appointment' ? textField(row.payload.location) : null,
    doctor: row.kind === 'doctor-appointment' ? textField(row.payload.doctorname) : null,
    initials: initialsOf(textField(row.payload.name) ?? ''),
  };
}
