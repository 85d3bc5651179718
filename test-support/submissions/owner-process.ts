// Test fixture: a process that owns a PGlite data folder the way the site does (lock, socket),
// optionally seeded with rows, and stays up until it is signalled or killed.
//   node -r esbuild-register test-support/submissions/owner-process.ts <dataDir> [seed.json]
// seed.json: [{ kind, payload, status?: 'dead' | 'review', lastError?: string }]
// Prints one line `READY {"pid":…,"references":[…]}` once the socket is served.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { readSubmissionsConfig } from '../../lib/submissions/config';
import { createSubmissions } from '../../lib/submissions/index';
import {
  submissions,
  type SubmissionKind,
  type SubmissionPayload,
} from '../../lib/submissions/schema';

interface Seed {
  kind: SubmissionKind;
  payload: SubmissionPayload;
  /** dead: the relay gave up; review: held, sent faster than a person fills a form. */
  status?: 'dead' | 'review';
  lastError?: string;
}

async function main(): Promise<void> {
  const [dataDir, seedFile] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: owner-process.ts <dataDir> [seed.json]');
  const runtime = createSubmissions(readSubmissionsConfig({ SUBMISSIONS_DATA_DIR: dataDir }), {
    log: () => undefined,
  });
  const store = await runtime.ready();
  const seeds: Seed[] = seedFile ? (JSON.parse(readFileSync(seedFile, 'utf8')) as Seed[]) : [];
  const references: string[] = [];
  for (const seed of seeds) {
    const row = await runtime.storeSubmission({
      kind: seed.kind,
      payload: seed.payload,
      holdForReview: seed.status === 'review',
    });
    if (seed.status === 'dead') {
      await store.db
        .update(submissions)
        .set({ status: 'dead', attempts: 12, lastError: seed.lastError ?? 'HTTP 400: refused' })
        .where(eq(submissions.id, row.id));
    }
    references.push(row.reference);
  }
  process.stdout.write(`READY ${JSON.stringify({ pid: process.pid, references })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
