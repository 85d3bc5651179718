import { and, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { retentionMonths } from '../../content/privacy-notice';
import type { SubmissionsDb } from './db';
import { eraseRequest } from './erase';
import { submissions } from './schema';

const olderThanMonths = (months: number) =>
  lt(submissions.createdAt, sql`now() - make_interval(months => ${months})`);

/**
 * Erases the personal fields (and CV files) of every request older than its retention period
 * (content/privacy-notice.ts), as erase does for one. Requests still waiting to be passed on are
 * left until they are delivered or dead. Returns the references erased.
 */
export async function applyRetention(db: SubmissionsDb, dataDir: string): Promise<string[]> {
  const due = await db
    .select({ reference: submissions.reference })
    .from(submissions)
    .where(
      and(
        isNull(submissions.erasedAt),
        ne(submissions.status, 'pending'),
        or(
          and(
            sql`${submissions.kind} = 'career-application'`,
            olderThanMonths(retentionMonths.careerApplication),
          ),
          and(
            sql`${submissions.kind} <> 'career-application'`,
            olderThanMonths(retentionMonths.otherRequests),
          ),
        ),
      ),
    );
  const erased: string[] = [];
  for (const { reference } of due)
    if (await eraseRequest(db, dataDir, reference)) erased.push(reference);
  return erased;
}
