import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const SUBMISSION_KINDS = [
  'appointment',
  'callback',
  'contact',
  'doctor-appointment',
  'career-application',
  'blog-comment',
  'data-request',
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/**
 * pending: waiting for the relay; delivered: the upstream accepted it; dead: the relay gave up
 * (staff can requeue); local: no upstream is configured, the store is the destination; review:
 * kept for staff to read before anything is published (blog comments: the upstream has no call
 * for them), never picked up by the relay whatever the configuration.
 */
export const SUBMISSION_STATUSES = ['pending', 'delivered', 'dead', 'local', 'review'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * Kinds that stay in the store for staff review and are never relayed: blog comments, and a
 * person's request to see, correct or erase their data (the hospital API has a call for neither).
 */
export const REVIEW_ONLY_KINDS = [
  'blog-comment',
  'data-request',
] as const satisfies SubmissionKind[];

/** What a kind is a relayable request (it has an upstream call) rather than one kept for review. */
export type RelayedKind = Exclude<SubmissionKind, (typeof REVIEW_ONLY_KINDS)[number]>;

export function isRelayedKind(kind: SubmissionKind): kind is RelayedKind {
  return !(REVIEW_ONLY_KINDS as readonly SubmissionKind[]).includes(kind);
}

/** The status a new request starts in: review for blog comments, else waiting for the relay or local. */
export function initialStatus(
  kind: SubmissionKind,
  upstreamConfigured: boolean,
): Extract<SubmissionStatus, 'pending' | 'local' | 'review'> {
  if (!isRelayedKind(kind)) return 'review';
  return upstreamConfigured ? 'pending' : 'local';
}

/** A visitor's form fields, as validated by the route handler (JSON-serialisable). */
export type SubmissionPayload = Record<string, unknown>;

export interface SubmissionAttachment {
  /** Relative to the data folder, e.g. `uploads/3f1c….pdf`; never the visitor's file name. */
  path: string;
  originalName: string;
  size: number;
  mediaType: string;
}

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The one table definition both drivers use; migrations.ts creates it. */
export const submissions = pgTable('submissions', {
  id: uuid('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  kind: text('kind').$type<SubmissionKind>().notNull(),
  payload: jsonb('payload').$type<SubmissionPayload>().notNull(),
  attachment: jsonb('attachment').$type<SubmissionAttachment | null>(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  status: text('status').$type<SubmissionStatus>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
  leaseUntil: timestamptz('lease_until'),
  lastError: text('last_error'),
  deliveredAt: timestamptz('delivered_at'),
  upstreamStatus: integer('upstream_status'),
  upstreamBody: jsonb('upstream_body').$type<unknown>(),
  /** requestFingerprint() of the request as first sent; null on rows stored before 0003. */
  requestFingerprint: text('request_fingerprint'),
  /** When staff marked the request handled (the CLI's `mark`); null until then, and after `unmark`. */
  handledAt: timestamptz('handled_at'),
  /** The privacy notice (its version, content/privacy-notice.ts) shown beside the form; null if none was sent. */
  noticeVersion: text('notice_version'),
  /** The language of the page the form was sent from (en, pa, hi); null on rows stored before 0007. */
  language: text('language'),
  /** When the request's personal fields and file were erased (CLI `erase`); its reference and times stay. */
  erasedAt: timestamptz('erased_at'),
});

export type StoredSubmission = typeof submissions.$inferSelect;

export function isSubmissionKind(value: string): value is SubmissionKind {
  return (SUBMISSION_KINDS as readonly string[]).includes(value);
}

export function isSubmissionStatus(value: string): value is SubmissionStatus {
  return (SUBMISSION_STATUSES as readonly string[]).includes(value);
}
