import type { SubmissionsDb } from './db';
import {
  claimDue,
  markDead,
  markDelivered,
  markRetry,
  msUntilNextDue,
  releaseLease,
  type UpstreamAnswer,
} from './queries';
import type { StoredSubmission } from './schema';
import { errorSummary } from '../error-summary';
import {
  buildUpstreamRequest,
  isRetryableStatus,
  readAnswerBody,
  UndeliverableError,
} from './upstream';

export interface RelayOptions {
  upstreamUrl: string;
  /** The data folder, where attachments live. */
  dataDir: string;
  timeoutMs: number;
  intervalMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * How long after it was received a request keeps being retried before it is dead. Long enough
   * to outlast a weekend's outage of the hospital API (72 hours by default).
   */
  giveUpAfterMs: number;
  /** Rows claimed (and sent concurrently) per round. */
  batchSize?: number;
  log?: (line: string) => void;
  fetch?: typeof fetch;
  random?: () => number;
  now?: () => number;
}

/** Capped exponential backoff with ±20 % jitter, so that many failed rows do not all come back at once. */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const capped = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
  return Math.round(capped * (0.8 + 0.4 * random()));
}

class StopSignal extends Error {
  constructor() {
    super('relay stopped');
    this.name = 'StopSignal';
  }
}

class TimeoutSignal extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
    this.name = 'TimeoutSignal';
  }
}

/** Realm-independent (fetch's errors may come from another realm, as under Jest). */
function describeError(error: unknown): string {
  if (error instanceof TimeoutSignal) return error.message;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message, cause } = error as { message: unknown; cause?: unknown };
    const detail =
      cause && typeof cause === 'object'
        ? String(
            (cause as { code?: unknown }).code ?? (cause as { message?: unknown }).message ?? '',
          )
        : '';
    return [String(message), detail].filter(Boolean).join(': ');
  }
  return String(error);
}

function shorten(value: unknown, max = 300): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * The outbox relay: forwards stored submissions to the upstream, each with `Idempotency-Key: <id>`,
 * so a resend after a crash or a lost answer is recognisable upstream. Wakes on wake() (after each
 * new submission), on a timer, and as soon as the next retry falls due.
 */
export class Relay {
  private readonly db: SubmissionsDb;
  private readonly options: Required<Omit<RelayOptions, 'fetch'>> & { fetch: typeof fetch };
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly inflight = new Set<AbortController>();

  constructor(db: SubmissionsDb, options: RelayOptions) {
    this.db = db;
    this.options = {
      batchSize: 10,
      log: (line) => console.log(`[submissions] ${line}`),
      random: Math.random,
      now: Date.now,
      ...options,
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    };
    // Long enough to cover one send (request and answer) with room to record the outcome; a relay
    // that dies mid-send leaves its rows to be claimed again when the lease runs out.
    this.leaseMs = this.options.timeoutMs * 2 + 30_000;
  }

  /** Whether a round is running or a timer is set (false after stop()). */
  get active(): boolean {
    return this.running !== undefined || this.timer !== undefined;
  }

  /** Starts the relay; it sends whatever is pending straight away. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  /** Runs a round now (or right after the current one). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.clearTimer();
    this.running = this.round().finally(() => {
      this.running = undefined;
      void this.scheduleNext();
    });
  }

  /** Stops the timers, aborts sends in flight (their rows are released unchanged) and waits for the round to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    for (const controller of this.inflight) controller.abort(new StopSignal());
    while (this.running) await this.running;
    this.clearTimer();
  }

  /** Delivers every due row now and resolves when none is left (for tests and one-off runs). */
  async drain(): Promise<void> {
    const wasStopped = this.stopped;
    this.stopped = false;
    try {
      while (this.running) await this.running;
      await this.round();
    } finally {
      this.stopped = wasStopped;
    }
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    if (this.again) {
      this.again = false;
      this.wake();
      return;
    }
    let delay = this.options.intervalMs;
    try {
      const due = await msUntilNextDue(this.db);
      if (due !== null) delay = Math.min(delay, Math.max(due, 5));
    } catch {
      // the store is unreachable for the moment: try again after the usual interval
    }
    if (this.stopped || this.running) return;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wake();
    }, delay);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    try {
      do {
        this.again = false;
        while (!this.stopped) {
          const rows = await claimDue(this.db, {
            limit: this.options.batchSize,
            leaseMs: this.leaseMs,
          });
          if (rows.length === 0) break;
          const outcomes = await Promise.allSettled(rows.map((row) => this.deliver(row)));
          for (const outcome of outcomes) {
            if (outcome.status === 'rejected')
              this.options.log(
                `could not record a delivery outcome (${errorSummary(outcome.reason)})`,
              );
          }
        }
      } while (this.again && !this.stopped);
    } catch (error) {
      this.options.log(`relay round failed, will try again (${errorSummary(error)})`);
    }
  }

  private async deliver(row: StoredSubmission): Promise<void> {
    const attempt = row.attempts + 1;
    const label = `${row.reference} ${row.kind}`;
    const { log } = this.options;

    let request;
    try {
      request = await buildUpstreamRequest(row, this.options.upstreamUrl, this.options.dataDir);
    } catch (error) {
      if (error instanceof UndeliverableError) {
        await markDead(this.db, row, { error: error.message });
        log(`${label} dead: ${error.message}`);
      } else {
        // e.g. the CV file cannot be read (yet): count an attempt and try again later.
        await this.retryOrGiveUp(
          row,
          attempt,
          `could not prepare the request: ${describeError(error)}`,
        );
      }
      return;
    }

    if (this.stopped) {
      // Claimed just as the relay stopped: give it back untouched for the next start.
      await releaseLease(this.db, row);
      return;
    }
    const controller = new AbortController();
    this.inflight.add(controller);
    const timer = setTimeout(
      () => controller.abort(new TimeoutSignal(this.options.timeoutMs)),
      this.options.timeoutMs,
    );
    let answer: UpstreamAnswer;
    try {
      const response = await this.options.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
        redirect: 'manual',
        // Inside Next.js, fetch is patched for its data cache: a delivery must never be cached.
        cache: 'no-store',
      });
      answer = { status: response.status, body: await readAnswerBody(response) };
    } catch (error) {
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
      if (reason instanceof StopSignal) {
        await releaseLease(this.db, row);
        log(`${label} not sent: the relay stopped; it stays pending`);
        return;
      }
      await this.retryOrGiveUp(row, attempt, describeError(reason));
      return;
    } finally {
      clearTimeout(timer);
      this.inflight.delete(controller);
    }

    if (answer.status >= 200 && answer.status < 300) {
      const recorded = await markDelivered(this.db, row, answer);
      log(
        `${label} delivered (HTTP ${answer.status}, attempt ${attempt})${recorded ? '' : ' [lease lost: already recorded elsewhere]'}`,
      );
    } else if (isRetryableStatus(answer.status)) {
      await this.retryOrGiveUp(
        row,
        attempt,
        `HTTP ${answer.status}: ${shorten(answer.body)}`,
        answer,
        `HTTP ${answer.status}`,
      );
    } else {
      // The answer's body is kept for staff (`show`), never logged: it may echo the visitor's fields.
      await markDead(this.db, row, {
        error: `HTTP ${answer.status}: ${shorten(answer.body)}`,
        answer,
      });
      log(`${label} dead at attempt ${attempt}, the upstream refused it: HTTP ${answer.status}`);
    }
  }

  private async retryOrGiveUp(
    row: StoredSubmission,
    attempt: number,
    reason: string,
    answer?: UpstreamAnswer,
    logReason = reason,
  ): Promise<void> {
    const label = `${row.reference} ${row.kind}`;
    const { giveUpAfterMs, baseDelayMs, maxDelayMs, random, log, now } = this.options;
    const ageMs = now() - row.createdAt.getTime();
    const hours = ageMs / 3_600_000;
    if (ageMs >= giveUpAfterMs) {
      const gaveUp = `gave up after ${attempt} attempts over ${hours.toFixed(1)} hours`;
      await markDead(this.db, row, { error: `${reason} (${gaveUp})`, answer });
      log(`${label} dead: ${logReason} (${gaveUp}); staff can requeue it`);
      return;
    }
    const delayMs = backoffDelay(attempt, baseDelayMs, maxDelayMs, random);
    await markRetry(this.db, row, { delayMs, error: reason, answer });
    log(
      `${label} not delivered (attempt ${attempt}, ${hours.toFixed(1)} h since it was received): ${logReason}; next try in ${(delayMs / 1000).toFixed(1)} s`,
    );
  }
}
