/** @jest-environment node */
import '@/test-support/submissions/native-pglite';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { currentNoticeVersion, retentionMonths } from '@/content/privacy-notice';
import { makeStoreDir } from '@/test-support/submissions/store-template';
import { runCli } from './cli';
import { createSubmissions, readSubmissionsConfig, type SubmissionsRuntime } from './index';
import { findByReference } from './queries';
import { applyRetention } from './retention';
import { submissions, type StoredSubmission } from './schema';

// What the privacy notice promises, held by the store: the notice each request was sent under,
// an erasure that leaves no personal field or file, and the retention periods applied.

const PERSONAL = ['Asha Verma', 'asha@example.org', '9876543210', 'Chest pain since Monday'];

// Three tests close the store, so that PGlite boots again twice (for the CLI, then the runtime):
// seconds each on a busy machine, past Jest's default 5 s per test.
jest.setTimeout(30_000);

describe('the store and the privacy notice', () => {
  let folder: Awaited<ReturnType<typeof makeStoreDir>>;
  let runtime: SubmissionsRuntime;

  beforeAll(async () => {
    folder = await makeStoreDir('submissions-privacy');
    runtime = createSubmissions(readSubmissionsConfig({ SUBMISSIONS_DATA_DIR: folder.path }), {
      log: () => undefined,
      serveSocket: false,
    });
  }, 30_000);
  afterAll(async () => {
    await runtime?.stop();
    folder?.remove();
  });

  const db = async () => (await runtime.ready()).db;
  const cli = async (args: string[]) => {
    const output = { stdout: '', stderr: '' };
    // Called once the runtime has let the folder go: the CLI then opens it itself, under its lock.
    const code = await runCli(args, {
      stdout: (text) => (output.stdout += text),
      stderr: (text) => (output.stderr += text),
      env: { SUBMISSIONS_DATA_DIR: folder.path },
    });
    return { code, ...output };
  };
  const application = () =>
    runtime.storeSubmission({
      kind: 'career-application',
      payload: { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.org', id: 'job-7' },
      noticeVersion: currentNoticeVersion,
      file: {
        bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]),
        extension: 'pdf',
        originalName: 'Asha Verma CV.pdf',
      },
    });

  it('records the notice version each request was sent under, and none when none was named', async () => {
    const seen = await runtime.storeSubmission({
      kind: 'contact',
      payload: {
        name: 'Asha Verma',
        phone: '9876543210',
        email: 'asha@example.org',
        message: 'Hi',
      },
      noticeVersion: currentNoticeVersion,
    });
    const unnamed = await runtime.storeSubmission({
      kind: 'contact',
      payload: { name: 'Ravi', phone: '9876500000', email: 'ravi@example.org', message: 'Hi' },
    });
    expect((await findByReference(await db(), seen.reference))?.noticeVersion).toBe(
      currentNoticeVersion,
    );
    expect((await findByReference(await db(), unnamed.reference))?.noticeVersion).toBeNull();
  });

  it('erases a request through the CLI: no personal field, no CV file, the reference and times kept', async () => {
    const stored = await application();
    const file = join(folder.path, stored.attachment!.path);
    expect(existsSync(file)).toBe(true);
    // The CLI opens the folder itself when no site holds it.
    await runtime.stop();

    const erased = await cli(['erase', stored.reference]);
    expect(erased).toMatchObject({ code: 0, stderr: '' });
    expect(erased.stdout).toContain(`${stored.reference} is erased`);

    const row = (await findByReference(await db(), stored.reference))!;
    expect(existsSync(file)).toBe(false);
    expect(row).toMatchObject({
      reference: stored.reference,
      kind: 'career-application',
      payload: {},
      attachment: null,
      upstreamBody: null,
      lastError: null,
      noticeVersion: currentNoticeVersion,
    });
    expect(row.createdAt).toEqual(stored.createdAt);
    expect(row.erasedAt).toBeInstanceOf(Date);
    const everything = JSON.stringify(row);
    for (const personal of [...PERSONAL, 'Asha Verma CV.pdf'])
      expect(everything).not.toContain(personal);
  });

  it('leaves a request still waiting to be passed on, so the relay never sends it empty', async () => {
    const stored = await application();
    await (
      await db()
    )
      .update(submissions)
      .set({ status: 'pending' })
      .where(eq(submissions.id, stored.id));
    await runtime.stop();
    const refused = await cli(['erase', stored.reference]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('still waiting to be passed on');
    const row: StoredSubmission | null = await findByReference(await db(), stored.reference);
    expect(row?.payload.name).toBe('Asha Verma');
    expect(existsSync(join(folder.path, stored.attachment!.path))).toBe(true);
  });

  it('erases what is past its retention period, and only that', async () => {
    const appointment = await runtime.storeSubmission({
      kind: 'appointment',
      payload: {
        name: 'Asha Verma',
        phone: '9876543210',
        email: 'asha@example.org',
        message: 'Chest pain since Monday',
      },
    });
    const oldApplication = await application();
    const recentApplication = await application();
    const ageInMonths = async (reference: string, months: number) =>
      (await db())
        .update(submissions)
        .set({ createdAt: sql`now() - make_interval(months => ${months}, days => 1)` })
        .where(eq(submissions.reference, reference));
    await ageInMonths(appointment.reference, retentionMonths.otherRequests);
    await ageInMonths(oldApplication.reference, retentionMonths.careerApplication);
    await ageInMonths(recentApplication.reference, retentionMonths.careerApplication - 1);

    const erased = await applyRetention(await db(), folder.path);
    expect(erased.sort()).toEqual([appointment.reference, oldApplication.reference].sort());
    expect((await findByReference(await db(), appointment.reference))?.payload).toEqual({});
    expect(existsSync(join(folder.path, oldApplication.attachment!.path))).toBe(false);
    expect((await findByReference(await db(), recentApplication.reference))?.payload.name).toBe(
      'Asha Verma',
    );
    expect(existsSync(join(folder.path, recentApplication.attachment!.path))).toBe(true);
    // Run again: nothing more to do.
    expect(await applyRetention(await db(), folder.path)).toEqual([]);
  });
});
