/** @jest-environment node */
import '@/test-support/submissions/native-pglite';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createSubmissions, readSubmissionsConfig } from './index';
import { migrate, MIGRATIONS } from './migrations';
import {
  claimDue,
  findByReference,
  insertSubmission,
  listSubmissions,
  requeueDead,
} from './queries';
import {
  generateReference,
  normaliseReference,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
} from './reference';
import { submissions } from './schema';
import { openStore } from './store';
import { DRIVERS, openHarness, type Harness } from '@/test-support/submissions/drivers';
import { makeStoreDir } from '@/test-support/submissions/store-template';

const quiet = () => undefined;

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows: Array<Record<string, unknown>> }).rows;
}

describe('references', () => {
  it('look like AH- and eight characters nobody confuses when read aloud', () => {
    for (let index = 0; index < 500; index += 1) {
      const reference = generateReference();
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.slice(3)).not.toMatch(/[01ILOU]/);
    }
    expect(REFERENCE_ALPHABET).toHaveLength(30);
  });

  it('are understood when staff type them loosely', () => {
    expect(normaliseReference(' ah-7kq2m9xd ')).toBe('AH-7KQ2M9XD');
    expect(normaliseReference('7KQ2M9XD')).toBe('AH-7KQ2M9XD');
    expect(normaliseReference('AH-7KQ2M9X0')).toBeNull();
  });
});

describe.each(DRIVERS)('store on %s', (driver) => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await openHarness(driver);
  }, 30_000);
  afterAll(async () => {
    await harness?.close();
  });
  beforeEach(async () => {
    await harness.store.db.delete(submissions);
  });

  it('stores a request and reads it back by its reference', async () => {
    const payload = {
      name: 'Asha Verma',
      phone: '9876543210',
      email: 'asha@example.org',
      message: 'Knee pain, "urgent"',
    };
    const stored = await insertSubmission(harness.store.db, { kind: 'contact', payload }, 'local');
    expect(stored.reference).toMatch(REFERENCE_PATTERN);
    expect(stored).toMatchObject({
      kind: 'contact',
      status: 'local',
      attempts: 0,
      attachment: null,
      lastError: null,
    });
    expect(stored.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(stored.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    const found = await findByReference(harness.store.db, stored.reference);
    expect(found).toEqual(stored);
    expect(found?.payload).toEqual(payload);
  });

  it('draws another reference when one is already taken', async () => {
    const first = await insertSubmission(
      harness.store.db,
      { kind: 'callback', payload: { name: 'A' } },
      'local',
    );
    const draws = [first.reference, first.reference, 'AH-22222222'];
    const second = await insertSubmission(
      harness.store.db,
      { kind: 'callback', payload: { name: 'B' } },
      'local',
      () => draws.shift() ?? 'AH-33333333',
    );
    expect(second.reference).toBe('AH-22222222');
    expect(await listSubmissions(harness.store.db)).toHaveLength(2);
  });

  it('answers a request sent again with its key with the first row, also when both copies race', async () => {
    const requestKey = '3f9a6c1e-8b2d-4e7f-9a10-5c6d7e8f9a0b';
    const input = { requestKey, kind: 'contact' as const, payload: { name: 'Asha' } };
    const [first, second] = await Promise.all([
      insertSubmission(harness.store.db, input, 'local'),
      insertSubmission(harness.store.db, input, 'local'),
    ]);
    expect(first.id).toBe(requestKey);
    expect(second).toEqual(first);
    const again = await insertSubmission(harness.store.db, input, 'local');
    expect(again.reference).toBe(first.reference);
    expect(await listSubmissions(harness.store.db)).toHaveLength(1);
  });

  it('refuses a request key sent again with other fields, and keeps the first request as it was', async () => {
    const db = harness.store.db;
    const requestKey = '6d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const first = {
      requestKey,
      kind: 'contact' as const,
      payload: { name: 'Asha' },
      requestFingerprint: 'a'.repeat(64),
    };
    const edited = {
      ...first,
      payload: { name: 'Asha Verma' },
      requestFingerprint: 'b'.repeat(64),
    };
    const stored = await insertSubmission(db, first, 'local');
    await expect(insertSubmission(db, edited, 'local')).rejects.toMatchObject({
      name: 'RequestKeyReusedError',
    });
    expect((await insertSubmission(db, first, 'local')).reference).toBe(stored.reference);
    expect(await listSubmissions(db)).toEqual([stored]);
  });

  it('stores one of two copies that race with one key and other fields, and refuses the other', async () => {
    const db = harness.store.db;
    const requestKey = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const copies = ['a', 'b'].map((mark) => ({
      requestKey,
      kind: 'contact' as const,
      payload: { name: `Asha ${mark}` },
      requestFingerprint: mark.repeat(64),
    }));
    const settled = await Promise.allSettled(
      copies.map((copy) => insertSubmission(db, copy, 'local')),
    );
    const stored = settled.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const refused = settled.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    expect(stored).toHaveLength(1);
    expect(refused).toEqual([expect.objectContaining({ name: 'RequestKeyReusedError' })]);
    expect(await listSubmissions(db)).toEqual(stored);
  });

  it('answers any fields sent again with the key of a row stored before fingerprints were kept', async () => {
    const db = harness.store.db;
    const requestKey = '0c9b8a7d-6e5f-4d3c-9b2a-1f0e9d8c7b6a';
    const old = await insertSubmission(
      db,
      { requestKey, kind: 'contact', payload: { name: 'Asha' } },
      'local',
    );
    expect(old.requestFingerprint).toBeNull();
    const resent = await insertSubmission(
      db,
      {
        requestKey,
        kind: 'contact',
        payload: { name: 'Asha V' },
        requestFingerprint: 'c'.repeat(64),
      },
      'local',
    );
    expect(resent).toEqual(old);
  });

  it('keeps the attachment record of a job application', async () => {
    const attachment = {
      path: 'uploads/0b7c.pdf',
      originalName: 'My CV (final).pdf',
      size: 1234,
      mediaType: 'application/pdf',
    };
    const stored = await insertSubmission(
      harness.store.db,
      {
        kind: 'career-application',
        payload: { name: 'R', phone: '9876543210', email: 'r@example.org', id: 'job-7' },
        attachment,
      },
      'pending',
    );
    expect((await findByReference(harness.store.db, stored.reference))?.attachment).toEqual(
      attachment,
    );
    expect(stored.status).toBe('pending');
  });

  it('lists by kind, status and date, and requeues only dead requests', async () => {
    const db = harness.store.db;
    const contact = await insertSubmission(
      db,
      { kind: 'contact', payload: { name: 'C' } },
      'pending',
    );
    const appointment = await insertSubmission(
      db,
      { kind: 'appointment', payload: { name: 'A' } },
      'pending',
    );
    await db
      .update(submissions)
      .set({ createdAt: new Date('2025-12-31T12:00:00Z'), status: 'dead', attempts: 12 })
      .where(sql`id = ${appointment.id}`);

    expect((await listSubmissions(db, { kind: 'contact' })).map((row) => row.reference)).toEqual([
      contact.reference,
    ]);
    expect((await listSubmissions(db, { status: 'dead' })).map((row) => row.reference)).toEqual([
      appointment.reference,
    ]);
    expect(
      (await listSubmissions(db, { since: new Date('2026-01-01T00:00:00+05:30') })).map(
        (row) => row.reference,
      ),
    ).not.toContain(appointment.reference);

    expect(await requeueDead(db, contact.reference)).toBeNull();
    const requeued = await requeueDead(db, appointment.reference);
    expect(requeued).toMatchObject({ status: 'pending', attempts: 0, leaseUntil: null });
  });

  it('applies each migration once, however often the store is opened', async () => {
    expect(await migrate(harness.store.db)).toEqual([]);
    expect(await migrate(harness.store.db)).toEqual([]);
    const recorded = rowsOf(
      await harness.store.db.execute(sql`SELECT id FROM schema_migrations ORDER BY id`),
    );
    expect(recorded.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
  });

  if (driver === 'postgres') {
    it('lets several instances start at once on one database (advisory lock)', async () => {
      const others = await Promise.all([
        harness.openAnother(),
        harness.openAnother(),
        harness.openAnother(),
      ]);
      expect(others).toHaveLength(3);
      const recorded = rowsOf(
        await harness.store.db.execute(sql`SELECT count(*)::int AS n FROM schema_migrations`),
      );
      expect(recorded[0]?.n).toBe(MIGRATIONS.length);
    });

    it('migrates a fresh database from several instances at once, each migration exactly once', async () => {
      const fresh = { ...harness.config, databaseUrl: await harness.createDatabase() };
      const opened = await Promise.all([1, 2, 3, 4].map(() => openStore(fresh)));
      try {
        const rows = rowsOf(
          await opened[0]!.store.db.execute(sql`SELECT id FROM schema_migrations`),
        );
        expect(rows.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
      } finally {
        await Promise.all(opened.map(({ store }) => store.close()));
      }
    });
  }
});

describe('the public API', () => {
  const afterCleanup: Array<() => void> = [];
  afterEach(() => afterCleanup.splice(0).forEach((cleanup) => cleanup()));

  it('stores through storeSubmission (local without an upstream, pending with one), and keeps rows across a close and reopen', async () => {
    const folder = await makeStoreDir('submissions-api');
    afterCleanup.push(() => folder.remove());
    const local = createSubmissions(readSubmissionsConfig({ SUBMISSIONS_DATA_DIR: folder.path }), {
      log: quiet,
      serveSocket: false,
    });
    let first;
    try {
      first = await local.storeSubmission({
        kind: 'callback',
        payload: { name: 'N', email: 'n@example.org', phone: '9876543210' },
      });
      expect(first.status).toBe('local');
      expect(first.reference).toMatch(REFERENCE_PATTERN);

      const application = await local.storeSubmission({
        kind: 'career-application',
        payload: { name: 'R', phone: '9876543210', email: 'r@example.org', id: 'job-7' },
        file: {
          bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]),
          extension: 'pdf',
          originalName: 'My\u0000 CV\u001b[2J \uD800.pdf',
        },
      });
      const saved = application.attachment!;
      expect(saved).toMatchObject({
        originalName: 'My CV[2J \uFFFD.pdf',
        size: 5,
        mediaType: 'application/pdf',
      });
      expect(saved.path).toMatch(/^uploads\/[0-9a-f-]{36}\.pdf$/);
      expect(readFileSync(join(folder.path, saved.path)).toString()).toBe('%PDF-');
      expect(statSync(join(folder.path, saved.path)).mode & 0o777).toBe(0o600);

      // A row PostgreSQL refuses (NUL in jsonb) fails the request and leaves no orphan file.
      await expect(
        local.storeSubmission({
          kind: 'career-application',
          payload: { name: 'Bad\u0000Name', phone: '9876543210', email: 'r@example.org', id: '' },
          file: {
            bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]),
            extension: 'pdf',
            originalName: 'cv.pdf',
          },
        }),
      ).rejects.toThrow();
      expect(readdirSync(join(folder.path, 'uploads'))).toEqual([
        saved.path.slice('uploads/'.length),
      ]);
    } finally {
      await local.stop();
    }

    // The same request sent again (its answer lost): the first row answers, and no second file.
    const reopened = createSubmissions(
      readSubmissionsConfig({ SUBMISSIONS_DATA_DIR: folder.path }),
      { log: quiet, serveSocket: false },
    );
    try {
      const resend = {
        requestKey: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        kind: 'career-application' as const,
        payload: { name: 'S', phone: '9876543210', email: 's@example.org', id: 'job-7' },
        file: {
          bytes: new Uint8Array([0x25, 0x50]),
          extension: 'pdf' as const,
          originalName: 'cv.pdf',
        },
      };
      const uploadsBefore = readdirSync(join(folder.path, 'uploads')).length;
      const [sent, sentAgain] = await Promise.all([
        reopened.storeSubmission(resend),
        reopened.storeSubmission(resend),
      ]);
      expect(sentAgain.reference).toBe(sent.reference);
      expect((await reopened.storeSubmission(resend)).reference).toBe(sent.reference);
      expect(readdirSync(join(folder.path, 'uploads'))).toHaveLength(uploadsBefore + 1);
      // The same key on another kind of request is not a resend: it is stored as its own.
      const other = await reopened.storeSubmission({
        requestKey: resend.requestKey,
        kind: 'callback',
        payload: { name: 'T' },
      });
      expect(other.reference).not.toBe(sent.reference);
      expect(other.id).not.toBe(resend.requestKey);
    } finally {
      await reopened.stop();
    }

    // The same folder reopened, now with an upstream configured (a fetch that never answers).
    const relayed = createSubmissions(
      readSubmissionsConfig({
        SUBMISSIONS_DATA_DIR: folder.path,
        HOSPITAL_API_URL: 'http://127.0.0.1:9/api',
        RELAY_INTERVAL_MS: '60000',
      }),
      {
        log: quiet,
        serveSocket: false,
        fetch: (_input, init) =>
          new Promise((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      },
    );
    try {
      const store = await relayed.ready();
      expect(await findByReference(store.db, first.reference)).toEqual(first);
      const row = await relayed.storeSubmission({ kind: 'contact', payload: { name: 'P' } });
      expect(row.status).toBe('pending');
    } finally {
      await relayed.stop();
    }
  }, 30_000);

  it('answers a resent key with the first reference only for the same fields and the same CV', async () => {
    const folder = await makeStoreDir('submissions-resend');
    afterCleanup.push(() => folder.remove());
    const runtime = createSubmissions(
      readSubmissionsConfig({ SUBMISSIONS_DATA_DIR: folder.path }),
      { log: quiet, serveSocket: false },
    );
    try {
      const payload = { name: 'R', phone: '9876543210', email: 'r@example.org', id: 'job-7' };
      const cv = {
        bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]),
        extension: 'pdf' as const,
        originalName: 'cv.pdf',
      };
      const application = {
        requestKey: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
        kind: 'career-application' as const,
        payload,
        file: cv,
      };
      const first = await runtime.storeSubmission(application);
      // The same fields in another order, and a copy of the same bytes: the same request.
      const resent = await runtime.storeSubmission({
        ...application,
        payload: { id: 'job-7', email: 'r@example.org', phone: '9876543210', name: 'R' },
        file: { ...cv, bytes: cv.bytes.slice() },
      });
      expect(resent.reference).toBe(first.reference);

      for (const changed of [
        { ...application, payload: { ...payload, name: 'Ravi' } },
        { ...application, file: { ...cv, bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2e]) } },
        { ...application, file: { ...cv, originalName: 'other cv.pdf' } },
      ])
        await expect(runtime.storeSubmission(changed)).rejects.toMatchObject({
          name: 'RequestKeyReusedError',
        });
      const store = await runtime.ready();
      expect(await listSubmissions(store.db)).toEqual([first]);
      expect(readdirSync(join(folder.path, 'uploads'))).toEqual([
        first.attachment!.path.slice('uploads/'.length),
      ]);
    } finally {
      await runtime.stop();
    }
  }, 30_000);

  it('answers a bot with one made-up reference per request key, as if stored, and stores nothing', async () => {
    const folder = await makeStoreDir('submissions-decoys');
    afterCleanup.push(() => folder.remove());
    const runtime = createSubmissions(
      readSubmissionsConfig({ SUBMISSIONS_DATA_DIR: folder.path }),
      { log: quiet, serveSocket: false },
    );
    try {
      const store = await runtime.ready();
      const decoy = {
        requestKey: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
        kind: 'contact' as const,
        payload: { name: 'Bot', phone: '9876543210', email: 'bot@example.org', message: 'Hi' },
      };
      const reference = await runtime.answerDecoy(decoy);
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(await runtime.answerDecoy(decoy)).toBe(reference);
      await expect(
        runtime.answerDecoy({ ...decoy, payload: { ...decoy.payload, message: 'Other' } }),
      ).rejects.toMatchObject({ name: 'RequestKeyReusedError' });
      expect(await runtime.answerDecoy({ ...decoy, requestKey: undefined })).not.toBe(reference);
      expect(await listSubmissions(store.db)).toEqual([]);

      // A request stored first, then its key sent by a bot: the stored request's answer.
      const real = await runtime.storeSubmission({
        ...decoy,
        requestKey: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f',
      });
      expect(
        await runtime.answerDecoy({ ...decoy, requestKey: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f' }),
      ).toBe(real.reference);

      // A decoy's key then sent as a real request (a first copy that came too fast): stored, under
      // the reference the decoy gave, so both answers agree.
      const stored = await runtime.storeSubmission(decoy);
      expect(stored.reference).toBe(reference);
      expect(await listSubmissions(store.db)).toHaveLength(2);
    } finally {
      await runtime.stop();
    }
  }, 30_000);

  it('keeps a request stored before migration 0003 answering its key, whatever the details', async () => {
    const folder = await makeStoreDir('submissions-0003');
    afterCleanup.push(() => folder.remove());
    const { store } = await openStore(readSubmissionsConfig({ SUBMISSIONS_DATA_DIR: folder.path }));
    try {
      const requestKey = '8f9a0b1c-2d3e-4f5a-9b6c-7d8e9f0a1b2c';
      await store.db.execute(sql`DROP TABLE submissions`);
      await store.db.execute(sql`DELETE FROM schema_migrations`);
      await migrate(store.db, MIGRATIONS.slice(0, 2));
      await store.db.execute(sql`INSERT INTO submissions (id, reference, kind, payload, status)
        VALUES (${requestKey}, 'AH-22222222', 'contact', '{"name": "Asha"}'::jsonb, 'local')`);
      expect(await migrate(store.db)).toEqual(MIGRATIONS.slice(2).map((migration) => migration.id));
      const resent = await insertSubmission(
        store.db,
        {
          requestKey,
          kind: 'contact',
          payload: { name: 'Asha Verma' },
          requestFingerprint: 'a'.repeat(64),
        },
        'local',
      );
      expect(resent).toMatchObject({
        reference: 'AH-22222222',
        payload: { name: 'Asha' },
        requestFingerprint: null,
      });
    } finally {
      await store.close();
    }
  }, 30_000);

  it('frees the leases a killed PGlite owner left, so its rows are sent again at once', async () => {
    const folder = await makeStoreDir('submissions-leases');
    afterCleanup.push(() => folder.remove());
    const config = readSubmissionsConfig({ SUBMISSIONS_DATA_DIR: folder.path });
    const first = await openStore(config);
    try {
      await insertSubmission(
        first.store.db,
        { kind: 'contact', payload: { name: 'Leased' } },
        'pending',
      );
      expect(await claimDue(first.store.db, { limit: 10, leaseMs: 600_000 })).toHaveLength(1);
      expect(await claimDue(first.store.db, { limit: 10, leaseMs: 600_000 })).toHaveLength(0);
    } finally {
      await first.store.close();
    }
    const second = await openStore(config);
    try {
      expect(await claimDue(second.store.db, { limit: 10, leaseMs: 600_000 })).toHaveLength(1);
    } finally {
      await second.store.close();
    }
  }, 30_000);
});
