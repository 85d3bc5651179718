/** @jest-environment node */
import '@/test-support/submissions/native-pglite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { runCli } from './cli';
import { createSubmissions, readSubmissionsConfig } from './index';
import { migrate, MIGRATIONS } from './migrations';
import { claimDue } from './queries';
import { openStore } from './store';
import { makeStoreDir } from '@/test-support/submissions/store-template';

const quiet = () => undefined;

const comment = {
  slug: 'diabetic-foot-care-ten-minutes-a-day',
  name: 'Gurpreet Singh',
  email: 'gurpreet@example.com',
  website: 'https://example.in',
  comment: 'Very useful, my mother checks her feet every evening now.',
};

async function cli(args: string[], dataDir: string) {
  const output = { stdout: '', stderr: '' };
  const code = await runCli(args, {
    stdout: (chunk) => (output.stdout += chunk),
    stderr: (chunk) => (output.stderr += chunk),
    env: { SUBMISSIONS_DATA_DIR: dataDir },
  });
  return { code, ...output };
}

describe('blog comments in the store', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it('are kept for review even with an upstream set, never claimed by the relay, and listed and exported by the CLI', async () => {
    const folder = await makeStoreDir('blog-comments');
    cleanups.push(() => folder.remove());
    const runtime = createSubmissions(
      readSubmissionsConfig({
        SUBMISSIONS_DATA_DIR: folder.path,
        // Nothing listens here: a relayed row would fail, but none may even be tried.
        HOSPITAL_API_URL: 'http://127.0.0.1:9/api',
        RELAY_INTERVAL_MS: '600000',
      }),
      { log: quiet, serveSocket: false },
    );
    let reference: string;
    try {
      const stored = await runtime.storeSubmission({ kind: 'blog-comment', payload: comment });
      reference = stored.reference;
      expect(stored.status).toBe('review');
      const store = await runtime.ready();
      expect(await claimDue(store.db, { limit: 10, leaseMs: 60_000 })).toEqual([]);
    } finally {
      await runtime.stop();
    }

    const listed = await cli(['list', '--kind', 'blog-comment'], folder.path);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(reference);
    expect(listed.stdout).toContain('Gurpreet Singh');
    expect(listed.stdout).toMatch(/blog-comment\s.*review/);

    const inReview = await cli(['list', '--status', 'review', '--json'], folder.path);
    expect(JSON.parse(inReview.stdout)).toHaveLength(1);

    const out = join(folder.path, 'comments.csv');
    const exported = await cli(['export', '--kind', 'blog-comment', '--out', out], folder.path);
    expect(exported.code).toBe(0);
    const [header, row] = readFileSync(out, 'utf8').split('\r\n');
    expect(header).toBe(
      'reference,created_at,status,delivered_at,handled_at,slug,name,email,website,comment',
    );
    expect(row).toContain(`${reference},`);
    expect(row).toContain(
      ',review,,,diabetic-foot-care-ten-minutes-a-day,Gurpreet Singh,gurpreet@example.com,https://example.in,',
    );

    const status = await cli(['status', '--json'], folder.path);
    expect(JSON.parse(status.stdout)).toMatchObject({ pending: 0, review: 1 });
  }, 60_000);

  it('fit a store created before they existed, once migration 0002 has run', async () => {
    const folder = await makeStoreDir('blog-comments-upgrade');
    cleanups.push(() => folder.remove());
    const config = { dataDir: folder.path, databaseUrl: undefined };
    const { store } = await openStore(config, { log: quiet });
    try {
      // Back to the table as 0001 made it: the old checks refuse the new kind and status.
      await store.db.execute(sql`DROP TABLE submissions`);
      await store.db.execute(sql`DELETE FROM schema_migrations`);
      expect(await migrate(store.db, MIGRATIONS.slice(0, 1))).toEqual(['0001_submissions']);
      const insert = sql`INSERT INTO submissions (id, reference, kind, payload, status)
        VALUES (gen_random_uuid(), 'AH-TESTTEST', 'blog-comment', '{}'::jsonb, 'review')`;
      await expect(store.db.execute(insert)).rejects.toThrow();
      expect(await migrate(store.db, MIGRATIONS.slice(0, 2))).toEqual(['0002_blog_comments']);
      await store.db.execute(insert);
    } finally {
      await store.close();
    }
  }, 60_000);
});
