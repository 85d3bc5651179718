import { sql } from 'drizzle-orm';
import type { SubmissionsDb } from './db';
import { SUBMISSION_KINDS, SUBMISSION_STATUSES } from './schema';

// The values as migration 0001 created the table with them: it must create the same table
// whenever it runs, so it never reads the lists that later migrations extend.
const KINDS_0001 = [
  'appointment',
  'callback',
  'contact',
  'doctor-appointment',
  'career-application',
];
const STATUSES_0001 = ['pending', 'delivered', 'dead', 'local'];
const KINDS_0002 = [...KINDS_0001, 'blog-comment'];

/**
 * Schema changes, applied in order, each once. They are TypeScript strings rather than .sql files
 * so that they travel inside Next's server bundle (no file to trace or copy). One statement per
 * entry: PGlite's extended protocol takes a single statement per query.
 * Never edit an applied migration; add the next number.
 */
export interface Migration {
  id: string;
  statements: string[];
}

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const MIGRATIONS: Migration[] = [
  {
    id: '0001_submissions',
    statements: [
      `CREATE TABLE submissions (
        id uuid PRIMARY KEY,
        reference text NOT NULL UNIQUE,
        kind text NOT NULL CHECK (kind IN (${list(KINDS_0001)})),
        payload jsonb NOT NULL,
        attachment jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL CHECK (status IN (${list(STATUSES_0001)})),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        last_error text,
        delivered_at timestamptz,
        upstream_status integer,
        upstream_body jsonb
      )`,
      // The relay's claim: pending rows in due order; a partial index stays small as rows are delivered.
      `CREATE INDEX submissions_due_idx ON submissions (next_attempt_at) WHERE status = 'pending'`,
      // Staff listings and exports: by kind and date, or by date alone.
      `CREATE INDEX submissions_kind_created_idx ON submissions (kind, created_at)`,
      `CREATE INDEX submissions_created_idx ON submissions (created_at)`,
    ],
  },
  {
    // Blog comments (kind blog-comment) are kept for staff review (status review), never relayed.
    // 0001's inline checks carry PostgreSQL's default names.
    id: '0002_blog_comments',
    statements: [
      `ALTER TABLE submissions DROP CONSTRAINT submissions_kind_check`,
      `ALTER TABLE submissions ADD CONSTRAINT submissions_kind_check CHECK (kind IN (${list(KINDS_0002)}))`,
      `ALTER TABLE submissions DROP CONSTRAINT submissions_status_check`,
      `ALTER TABLE submissions ADD CONSTRAINT submissions_status_check CHECK (status IN (${list(SUBMISSION_STATUSES)}))`,
      `CREATE INDEX submissions_review_idx ON submissions (created_at) WHERE status = 'review'`,
    ],
  },
  {
    // A request key sent again with other details is refused rather than answered as the first
    // request. Rows stored before have none, and match any resend of their key.
    id: '0003_request_fingerprint',
    statements: [`ALTER TABLE submissions ADD COLUMN request_fingerprint text`],
  },
  {
    // When staff marked a request handled (the CLI's `mark … handled`); the patient's status page
    // shows it. The hospital API is not told: the spec has no call for it.
    id: '0004_handled_at',
    statements: [`ALTER TABLE submissions ADD COLUMN handled_at timestamptz`],
  },
  {
    // The privacy notice a visitor was shown beside the form they sent, and when a request's
    // personal fields were erased (its reference and times stay).
    id: '0005_privacy',
    statements: [
      `ALTER TABLE submissions ADD COLUMN notice_version text`,
      `ALTER TABLE submissions ADD COLUMN erased_at timestamptz`,
    ],
  },
  {
    // A person's request to see, correct or erase what the website holds about them.
    id: '0006_data_requests',
    statements: [
      `ALTER TABLE submissions DROP CONSTRAINT submissions_kind_check`,
      `ALTER TABLE submissions ADD CONSTRAINT submissions_kind_check CHECK (kind IN (${list(SUBMISSION_KINDS)}))`,
    ],
  },
  {
    // The language of the page a request was sent from: staff answer a Punjabi or Hindi request
    // in that language. Not part of what the hospital API receives.
    id: '0007_language',
    statements: [`ALTER TABLE submissions ADD COLUMN language text`],
  },
];

/** Same key in every instance: whoever holds it migrates, the others wait and then find nothing to do. */
const MIGRATION_LOCK = sql`SELECT pg_advisory_xact_lock(7240531, 1)`;

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

/**
 * Applies the migrations that are not yet recorded in schema_migrations, all in one transaction
 * under a transaction-scoped advisory lock, so two instances starting at once on one PostgreSQL
 * never apply a migration twice (the second waits, then sees it recorded). Returns the ids applied.
 */
export async function migrate(
  db: SubmissionsDb,
  migrations: Migration[] = MIGRATIONS,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(MIGRATION_LOCK);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const applied = new Set(
      rowsOf(await tx.execute(sql`SELECT id FROM schema_migrations`)).map((row) => String(row.id)),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (id) VALUES (${migration.id})`);
      done.push(migration.id);
    }
    return done;
  });
}
