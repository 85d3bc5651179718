import { HONEYPOT_FIELD, STARTED_AT_FIELD } from './bot-fields';

/**
 * Whether a submission looks automated: the hidden honeypot field is filled, or the form came
 * back faster than `minFillMs` after it was shown (or claims to have been shown in the future,
 * or does not say when).
 */
export function looksAutomated(
  fields: Record<string, unknown>,
  { minFillMs, now = Date.now() }: { minFillMs: number; now?: number },
): boolean {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return true;
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') return true;
  const startedAt = Number(fields[STARTED_AT_FIELD]);
  if (!Number.isFinite(startedAt) || startedAt <= 0) return true;
  const elapsed = now - startedAt;
  return elapsed < 0 || elapsed < minFillMs;
}
