import type { QueueSummary } from './queries';

export interface OutboxStatus {
  pending: number;
  dead: number;
  delivered: number;
  local: number;
  /** Blog comments waiting for staff to read them (never relayed). */
  review: number;
  /** How long the oldest request waiting for the hospital API has waited; null when none waits. */
  oldestPendingSeconds: number | null;
}

/** The outbox in numbers, as `status --json` prints it and `GET /api/health` reports it. */
export function statusReport({ counts, oldestPendingAt, now }: QueueSummary): OutboxStatus {
  return {
    pending: counts.pending,
    dead: counts.dead,
    delivered: counts.delivered,
    local: counts.local,
    review: counts.review,
    oldestPendingSeconds: oldestPendingAt
      ? Math.max(0, Math.round((now.getTime() - oldestPendingAt.getTime()) / 1000))
      : null,
  };
}

/** Longer than this in the outbox, and a request needs someone to look (the relay retries every 10 minutes at most). */
export const PENDING_TOO_LONG_SECONDS = 30 * 60;

/** Whether staff should look: a request is dead, or one has waited too long. */
export function needsAttention(status: OutboxStatus): boolean {
  return status.dead > 0 || (status.oldestPendingSeconds ?? 0) > PENDING_TOO_LONG_SECONDS;
}
