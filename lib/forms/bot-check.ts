import { HONEYPOT_FIELD, STARTED_AT_FIELD } from './bot-fields';

/** A bot, all but certainly: the hidden honeypot field, which no person sees, is filled. */
export function filledHoneypot(fields: Record<string, unknown>): boolean {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === 'string') return honeypot.trim() !== '';
  return honeypot !== undefined && honeypot !== null;
}

/**
 * Sent back faster than `minFillMs` after the form was shown (or claims to have been shown in the
 * future, or does not say when). A script, most likely, but a person too at times (a browser's
 * autofill, a tap at once): such a request is kept for staff to check, never dropped.
 */
export function sentTooQuickly(
  fields: Record<string, unknown>,
  { minFillMs, now = Date.now() }: { minFillMs: number; now?: number },
): boolean {
  const startedAt = Number(fields[STARTED_AT_FIELD]);
  if (!Number.isFinite(startedAt) || startedAt <= 0) return true;
  const elapsed = now - startedAt;
  return elapsed < 0 || elapsed < minFillMs;
}
