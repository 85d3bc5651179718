import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SubmissionsDb } from './db';
import { generateReference } from './reference';
import { assertSameRequest } from './request-fingerprint';
import {
  REVIEW_ONLY_KINDS,
  submissions,
  type StoredSubmission,
  type SubmissionAttachment,
  type SubmissionKind,
  type SubmissionPayload,
  type SubmissionStatus,
} from './schema';

/**
 * Every statement here is a single SQL statement: atomic on PostgreSQL, and on PGlite it never
 * leaves a transaction open across a socket client's turn.
 */

export interface NewSubmission {
  /**
   * The key the visitor's browser drew for this request (a UUID), kept as the row's id: the same
   * request sent again after a lost answer finds its row instead of making a second one.
   */
  requestKey?: string;
  kind: SubmissionKind;
  payload: SubmissionPayload;
  attachment?: SubmissionAttachment | null;
  /** requestFingerprint() of this request: a row with its key and another fingerprint refuses it. */
  requestFingerprint?: string;
  /** The reference to try first: the one a bot check already answered this key with. */
  reference?: string;
  /** The privacy notice shown beside the form (content/privacy-notice.ts), when the form said. */
  noticeVersion?: string | null;
  /** The language of the page it was sent from (lib/i18n/locales.ts). */
  language?: string | null;
}

const MAX_REFERENCE_TRIES = 8;

export async function insertSubmission(
  db: SubmissionsDb,
  input: NewSubmission,
  status: Extract<SubmissionStatus, 'pending' | 'local' | 'review'>,
  drawReference: () => string = generateReference,
): Promise<StoredSubmission> {
  const id = input.requestKey ?? randomUUID();
  for (let attempt = 0; attempt < MAX_REFERENCE_TRIES; attempt += 1) {
    // A reference collision is rare (30^8 values): the row is simply not inserted, and we draw
    // again. A row with this id already there is the same request sent again: that row answers,
    // unless it was sent with other details.
    const [row] = await db
      .insert(submissions)
      .values({
        id,
        reference: (attempt === 0 && input.reference) || drawReference(),
        kind: input.kind,
        payload: input.payload,
        attachment: input.attachment ?? null,
        status,
        requestFingerprint: input.requestFingerprint ?? null,
        noticeVersion: input.noticeVersion ?? null,
        language: input.language ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (input.requestKey) {
      const earlier = await findById(db, id);
      if (earlier) {
        assertSameRequest(earlier.requestFingerprint, input.requestFingerprint);
        return earlier;
      }
    }
  }
  throw new Error(`Could not draw a free reference after ${MAX_REFERENCE_TRIES} tries`);
}

/** `now() + ms`, truncated to milliseconds so that the value survives a round trip through a JS Date. */
function nowPlus(ms: number): SQL {
  return sql`date_trunc('milliseconds', now() + make_interval(secs => ${ms / 1000}::double precision))`;
}

/**
 * Claims up to `limit` due rows for this relay: pending, due, and not leased by another relay
 * (or its lease expired, e.g. it crashed). FOR UPDATE SKIP LOCKED lets concurrent relays on one
 * PostgreSQL pick disjoint rows; the lease keeps a row theirs after the statement commits.
 */
export async function claimDue(
  db: SubmissionsDb,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<StoredSubmission[]> {
  const due = db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.status, 'pending'),
        lte(submissions.nextAttemptAt, sql`now()`),
        or(isNull(submissions.leaseUntil), lt(submissions.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(submissions.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(submissions)
    .set({ leaseUntil: nowPlus(leaseMs) })
    .where(inArray(submissions.id, due))
    .returning();
}

/** Only the relay holding the current lease may record an outcome (fencing against a stale one). */
function heldBy(row: StoredSubmission): SQL | undefined {
  return and(
    eq(submissions.id, row.id),
    eq(submissions.status, 'pending'),
    row.leaseUntil ? eq(submissions.leaseUntil, row.leaseUntil) : isNull(submissions.leaseUntil),
  );
}

export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

export async function markDelivered(
  db: SubmissionsDb,
  row: StoredSubmission,
  answer: UpstreamAnswer,
): Promise<boolean> {
  const updated = await db
    .update(submissions)
    .set({
      status: 'delivered',
      attempts: row.attempts + 1,
      deliveredAt: sql`now()`,
      leaseUntil: null,
      upstreamStatus: answer.status,
      upstreamBody: answer.body ?? null,
    })
    .where(heldBy(row))
    .returning({ id: submissions.id });
  return updated.length === 1;
}

export async function markRetry(
  db: SubmissionsDb,
  row: StoredSubmission,
  { delayMs, error, answer }: { delayMs: number; error: string; answer?: UpstreamAnswer },
): Promise<boolean> {
  const updated = await db
    .update(submissions)
    .set({
      attempts: row.attempts + 1,
      nextAttemptAt: nowPlus(delayMs),
      leaseUntil: null,
      lastError: error,
      ...(answer ? { upstreamStatus: answer.status, upstreamBody: answer.body ?? null } : {}),
    })
    .where(heldBy(row))
    .returning({ id: submissions.id });
  return updated.length === 1;
}

export async function markDead(
  db: SubmissionsDb,
  row: StoredSubmission,
  { error, answer }: { error: string; answer?: UpstreamAnswer },
): Promise<boolean> {
  const updated = await db
    .update(submissions)
    .set({
      status: 'dead',
      attempts: row.attempts + 1,
      leaseUntil: null,
      lastError: error,
      ...(answer ? { upstreamStatus: answer.status, upstreamBody: answer.body ?? null } : {}),
    })
    .where(heldBy(row))
    .returning({ id: submissions.id });
  return updated.length === 1;
}

/** Gives rows back without counting an attempt (the relay stopped while sending them). */
export async function releaseLease(db: SubmissionsDb, row: StoredSubmission): Promise<void> {
  await db.update(submissions).set({ leaseUntil: null }).where(heldBy(row));
}

/**
 * Frees every lease. Only for a store that one process owns (PGlite): a lease left there was
 * taken by this folder's previous owner, which is gone, so its rows can be sent again at once
 * instead of after the lease runs out. With PostgreSQL other instances may be alive: their
 * leases must stand.
 */
export async function releaseAllLeases(db: SubmissionsDb): Promise<number> {
  const released = await db
    .update(submissions)
    .set({ leaseUntil: null })
    .where(and(eq(submissions.status, 'pending'), isNotNull(submissions.leaseUntil)))
    .returning({ id: submissions.id });
  return released.length;
}

/**
 * Milliseconds until the next pending row falls due (its lease counted), by the database's clock
 * so that a skewed clock between instance and database cannot make the relay spin; null when
 * nothing is pending.
 */
export async function msUntilNextDue(db: SubmissionsDb): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<
        number | null
      >`extract(epoch from (min(greatest(${submissions.nextAttemptAt}, coalesce(${submissions.leaseUntil}, ${submissions.nextAttemptAt}))) - now())) * 1000`,
    })
    .from(submissions)
    .where(eq(submissions.status, 'pending'));
  if (row?.ms === null || row?.ms === undefined) return null;
  return Math.max(0, Number(row.ms));
}

export interface ListFilter {
  kind?: SubmissionKind;
  status?: SubmissionStatus;
  since?: Date;
  order?: 'asc' | 'desc';
  limit?: number;
}

export async function listSubmissions(
  db: SubmissionsDb,
  filter: ListFilter = {},
): Promise<StoredSubmission[]> {
  const conditions = [
    filter.kind ? eq(submissions.kind, filter.kind) : undefined,
    filter.status ? eq(submissions.status, filter.status) : undefined,
    filter.since ? gte(submissions.createdAt, filter.since) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const query = db
    .select()
    .from(submissions)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(
      filter.order === 'asc' ? asc(submissions.createdAt) : desc(submissions.createdAt),
      asc(submissions.reference),
    );
  return filter.limit ? query.limit(filter.limit) : query;
}

export async function findByReference(
  db: SubmissionsDb,
  reference: string,
): Promise<StoredSubmission | null> {
  const [row] = await db
    .select()
    .from(submissions)
    .where(eq(submissions.reference, reference))
    .limit(1);
  return row ?? null;
}

export async function findById(db: SubmissionsDb, id: string): Promise<StoredSubmission | null> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).limit(1);
  return row ?? null;
}

/**
 * Staff mark a request handled (now) or take the mark back (null). Null when there is no such
 * request. Any request can be marked, whatever its delivery: staff may have called the patient
 * from the store while the relay still retries.
 */
export async function setHandled(
  db: SubmissionsDb,
  reference: string,
  handled: boolean,
): Promise<StoredSubmission | null> {
  const [row] = await db
    .update(submissions)
    .set({ handledAt: handled ? sql`now()` : null })
    .where(eq(submissions.reference, reference))
    .returning();
  return row ?? null;
}

/**
 * Erases what a request says about a person: its fields, its file's record, what the hospital
 * API answered and the last delivery error (either may echo the fields). Its reference, kind,
 * status and times stay, with when it was erased. A request still waiting to be passed on is
 * left alone (null): the relay would send it empty. Returns the row as it was, for its file.
 */
export async function eraseSubmission(
  db: SubmissionsDb,
  reference: string,
): Promise<{ before: StoredSubmission; after: StoredSubmission } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(submissions)
      .where(and(eq(submissions.reference, reference), ne(submissions.status, 'pending')))
      .for('update');
    if (!before) return null;
    const [after] = await tx
      .update(submissions)
      .set({
        payload: {},
        attachment: null,
        upstreamBody: null,
        lastError: null,
        requestFingerprint: null,
        erasedAt: before.erasedAt ?? sql`now()`,
      })
      .where(eq(submissions.id, before.id))
      .returning();
    return after ? { before, after } : null;
  });
}

/** What a requeued request becomes: pending, due now, its attempts counted afresh. */
const REQUEUED = {
  status: 'pending' as const,
  attempts: 0,
  nextAttemptAt: sql`now()`,
  leaseUntil: null,
};

/** dead -> pending with attempts reset (staff, after an upstream fix). Null when not dead. */
export async function requeueDead(
  db: SubmissionsDb,
  reference: string,
): Promise<StoredSubmission | null> {
  const [row] = await db
    .update(submissions)
    .set(REQUEUED)
    .where(
      and(
        eq(submissions.reference, reference),
        eq(submissions.status, 'dead'),
        isNull(submissions.erasedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * review -> pending (or local, without an upstream) for a request held because it came back
 * faster than a person fills a form, once staff see that a person sent it. Kinds that are never
 * passed on (blog comments, data requests) stay. Null when there is no such held request.
 */
export async function releaseHeld(
  db: SubmissionsDb,
  reference: string,
  status: 'pending' | 'local',
): Promise<StoredSubmission | null> {
  const [row] = await db
    .update(submissions)
    .set({ ...REQUEUED, status })
    .where(
      and(
        eq(submissions.reference, reference),
        eq(submissions.status, 'review'),
        notInArray(submissions.kind, [...REVIEW_ONLY_KINDS]),
        isNull(submissions.erasedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Every dead request back to pending (staff, after an outage longer than the relay waits). */
export async function requeueAllDead(db: SubmissionsDb): Promise<string[]> {
  const rows = await db
    .update(submissions)
    .set(REQUEUED)
    .where(and(eq(submissions.status, 'dead'), isNull(submissions.erasedAt)))
    .returning({ reference: submissions.reference });
  return rows.map((row) => row.reference);
}

export interface QueueSummary {
  /** Requests by status. */
  counts: Record<SubmissionStatus, number>;
  /** When the oldest request still waiting for the relay arrived; null when none waits. */
  oldestPendingAt: Date | null;
  /** The database's clock, to measure ages by. */
  now: Date;
}

/** How the outbox stands: for `GET /api/health` and the CLI's `status`. */
export async function queueSummary(db: SubmissionsDb): Promise<QueueSummary> {
  const rows = await db
    .select({
      status: submissions.status,
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | string | null>`min(${submissions.createdAt})`,
    })
    .from(submissions)
    .groupBy(submissions.status);
  const [clock] = await db
    .select({ now: sql<Date | string>`now()` })
    .from(sql`(select 1) as clock`);
  const counts: Record<SubmissionStatus, number> = {
    pending: 0,
    delivered: 0,
    dead: 0,
    local: 0,
    review: 0,
  };
  let oldestPendingAt: Date | null = null;
  for (const row of rows) {
    if (row.status in counts) counts[row.status] = Number(row.count);
    if (row.status === 'pending' && row.oldest) oldestPendingAt = new Date(row.oldest);
  }
  return { counts, oldestPendingAt, now: new Date(clock?.now ?? Date.now()) };
}
