/** @jest-environment node */
import '@/test-support/submissions/native-pglite';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli as runCliHere } from './cli';
import { csvCell, toCsv } from './csv';
import { LOCK_FILE } from './pglite';
import { SOCKET_INFO_FILE } from './socket-files';
import type { StoredSubmission } from './schema';
import { seedEmptyStore } from '@/test-support/submissions/store-template';
import {
  makeTempDir,
  runCli,
  startOwnerProcess,
  type OwnerProcess,
} from '@/test-support/submissions/support';

/** The CLI's code in this process (it reaches the store the same way); a few checks spawn the script itself. */
async function cliHere(args: string[], dataDir: string) {
  const output = { stdout: '', stderr: '' };
  const code = await runCliHere(args, {
    stdout: (chunk) => (output.stdout += chunk),
    stderr: (chunk) => (output.stderr += chunk),
    env: { SUBMISSIONS_DATA_DIR: dataDir },
  });
  return { code, ...output };
}

/** A folder owned by a separate process, as the running site owns it, seeded with these requests. */
async function seededOwner(prefix: string, seeds: unknown[]) {
  const folder = makeTempDir(prefix);
  const dataDir = join(folder.path, 'data');
  const seed = join(folder.path, 'seed.json');
  writeFileSync(seed, JSON.stringify(seeds));
  await seedEmptyStore(dataDir);
  return { folder, dataDir, owner: await startOwnerProcess(dataDir, seed) };
}

describe('CSV cells', () => {
  it('quote what needs quoting', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });

  it('never let a spreadsheet run a visitor-typed formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+919876543210')).toBe("'+919876543210");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
  });
});

describe('the staff CLI', () => {
  let folder: ReturnType<typeof makeTempDir>;
  let dataDir: string;
  let owner: OwnerProcess | undefined;
  const env = () => ({ SUBMISSIONS_DATA_DIR: dataDir });
  const here = (args: string[]) => cliHere(args, dataDir);
  const listJson = async (...args: string[]) => {
    const result = await here(['list', '--json', ...args]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    return JSON.parse(result.stdout) as StoredSubmission[];
  };

  beforeAll(async () => {
    ({ folder, dataDir, owner } = await seededOwner('submissions-cli', [
      {
        kind: 'appointment',
        payload: {
          name: 'Asha Verma',
          phone: '9876543210',
          email: 'asha@example.org',
          location: 'Amritsar',
          specialty: 'Cardiology',
          message: 'Chest pain',
        },
      },
      {
        kind: 'contact',
        payload: {
          name: '=HYPERLINK("http://evil","x")',
          phone: '+919876543210',
          email: 'e@example.org',
          message: 'Hello, "doctor"\nsecond line',
        },
      },
      {
        kind: 'contact',
        payload: {
          name: 'Ravi',
          phone: '9876500000',
          email: 'ravi@example.org',
          message: 'Billing',
        },
      },
      {
        kind: 'callback',
        payload: {
          name: 'Meena',
          phone: '9812345678',
          email: 'meena@example.org',
          message: 'connect',
        },
        status: 'dead',
        lastError: 'HTTP 400: {"errorMessage":"Invalid email"}',
      },
    ]));
  }, 30_000);

  afterAll(async () => {
    if (owner) await owner.kill();
    folder?.remove();
  });

  it('lists requests through the running site, newest first, as a table or JSON', async () => {
    expect(existsSync(join(dataDir, SOCKET_INFO_FILE))).toBe(true);
    const spawned = await runCli(['list', '--json'], env());
    expect(spawned).toMatchObject({ code: 0, stderr: '' });
    const rows = JSON.parse(spawned.stdout) as StoredSubmission[];
    expect(rows.map((row) => row.reference).sort()).toEqual([...owner!.references].sort());
    expect(rows.map((row) => row.reference)).toEqual([...owner!.references].reverse());

    expect((await listJson('--kind', 'contact')).map((row) => row.payload.name)).toEqual([
      'Ravi',
      '=HYPERLINK("http://evil","x")',
    ]);
    expect((await listJson('--status', 'dead')).map((row) => row.kind)).toEqual(['callback']);
    expect(await listJson('--since', '2999-01-01')).toEqual([]);

    const table = await here(['list']);
    expect(table.code).toBe(0);
    const lines = table.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^reference\s+created \(IST\)\s+kind\s+name\s+phone\s+status\s+attempts\s+handled \(IST\)$/,
    );
    expect(table.stdout).toMatch(
      new RegExp(
        `${owner!.references[0]}\\s+\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\s+appointment\\s+Asha Verma\\s+9876543210\\s+local\\s+0`,
      ),
    );
    expect(table.stdout).toContain('4 submissions');
  });

  it('exports one kind as CSV: a column per form field, quoted, formula-safe', async () => {
    const out = join(folder.path, 'contacts.csv');
    const result = await runCli(
      ['export', '--kind', 'contact', '--since', '2020-01-01', '--out', out],
      env(),
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`Wrote 2 contact submissions to ${out}`);
    const csv = readFileSync(out, 'utf8');
    const [header, first, ...rest] = csv.split('\r\n');
    expect(header).toBe(
      'reference,created_at,status,delivered_at,handled_at,name,phone,email,message',
    );
    const [tricky, plain] = [owner!.references[1]!, owner!.references[2]!];
    expect(first).toMatch(
      new RegExp(
        `^${tricky},\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,local,,,"'=HYPERLINK\\(""http://evil"",""x""\\)",'\\+919876543210,e@example.org,"Hello, ""doctor""\nsecond line"$`,
      ),
    );
    expect(rest[0]).toMatch(
      new RegExp(`^${plain},[^,]+,local,,,Ravi,9876500000,ravi@example.org,Billing$`),
    );
    expect(rest[1]).toBe('');

    const toStdout = await here(['export', '--kind', 'appointment']);
    expect(toStdout.code).toBe(0);
    expect(toStdout.stdout.split('\r\n')[0]).toBe(
      'reference,created_at,status,delivered_at,handled_at,name,phone,email,location,specialty,message',
    );
  });

  it('marks a request handled with the time, shows it in list, show and export, and takes the mark back', async () => {
    const [reference] = owner!.references;
    const marked = await runCli(['mark', reference!.toLowerCase(), 'handled'], env());
    expect(marked).toMatchObject({ code: 0, stderr: '' });
    expect(marked.stdout).toMatch(
      new RegExp(`^${reference} is marked handled \\(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} IST\\)`),
    );
    const [row] = (await listJson('--kind', 'appointment')).filter(
      (stored) => stored.reference === reference,
    );
    expect(Date.now() - new Date(row!.handledAt!).getTime()).toBeLessThan(60_000);
    expect((await here(['list'])).stdout).toMatch(
      new RegExp(`${reference}\\s.*local\\s+0\\s+\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`),
    );
    expect((await here(['show', reference!])).stdout).toMatch(
      /handled\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST/,
    );
    const exported = (await here(['export', '--kind', 'appointment'])).stdout.split('\r\n')[1];
    expect(exported).toMatch(
      new RegExp(`^${reference},[^,]+,local,,\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,Asha Verma,`),
    );

    expect(await here(['mark', reference!])).toMatchObject({ code: 2 });
    expect(await here(['mark', 'AH-22222222', 'handled'])).toMatchObject({
      code: 1,
      stderr: 'No submission with reference AH-22222222.\n',
    });

    const unmarked = await here(['unmark', reference!]);
    expect(unmarked).toMatchObject({
      code: 0,
      stdout: `${reference} is no longer marked handled.\n`,
    });
    expect((await listJson('--kind', 'appointment'))[0]!.handledAt).toBeNull();
  });

  it('shows one request in full, including why it was not delivered, and requeues it', async () => {
    const dead = owner!.references[3]!;
    const shown = await here(['show', dead.toLowerCase()]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/status\s+dead/);
    expect(shown.stdout).toMatch(/last error\s+HTTP 400: \{"errorMessage":"Invalid email"\}/);
    expect(shown.stdout).toMatch(/name\s+Meena/);

    const requeued = await runCli(['requeue', dead], env());
    expect(requeued.code).toBe(0);
    expect(requeued.stdout).toContain(`${dead} is pending again`);
    expect(
      (await listJson('--status', 'pending')).map((row) => [row.reference, row.attempts]),
    ).toEqual([[dead, 0]]);

    const again = await here(['requeue', dead]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      'only dead requests, and requests held for review, can be requeued',
    );

    const missing = await here(['show', 'AH-22222222']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No submission with reference AH-22222222');
  });

  it('explains its usage and refuses bad input with exit code 2', async () => {
    const help = await here(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run submissions -- <command>');
    for (const args of [
      [],
      ['frobnicate'],
      ['list', '--kind', 'pizza'],
      ['list', '--since', '2026-02-30'],
      ['show', 'nonsense'],
      ['export'],
      ['list', '--bogus'],
    ]) {
      const result = await here(args);
      expect({ args, code: result.code }).toEqual({ args, code: 2 });
      expect(result.stderr).not.toBe('');
    }
    // The script itself passes the exit code on.
    expect((await runCli(['frobnicate'], env())).code).toBe(2);
  });

  it('opens the folder itself while the site is stopped, and after the site crashed', async () => {
    const stopped = await owner!.stop();
    owner = undefined;
    expect(stopped.signal ?? stopped.code).toBe('SIGTERM');
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    expect(existsSync(join(dataDir, SOCKET_INFO_FILE))).toBe(false);

    expect(await listJson()).toHaveLength(4);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    // A crash leaves a stale lock and a stale socket address behind.
    const crashed = await startOwnerProcess(dataDir);
    await crashed.kill();
    expect(existsSync(join(dataDir, SOCKET_INFO_FILE))).toBe(true);
    expect(await listJson('--kind', 'appointment')).toHaveLength(1);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 30_000);

  it('says so when nothing has been stored yet', async () => {
    const empty = makeTempDir('submissions-empty');
    try {
      const result = await runCli(['list'], { SUBMISSIONS_DATA_DIR: empty.path });
      expect(result).toMatchObject({ code: 0, stdout: 'No submissions match.\n' });
    } finally {
      empty.remove();
    }
  });
});

describe('the staff CLI facing hostile text and a long outage', () => {
  let folder: ReturnType<typeof makeTempDir>;
  let dataDir: string;
  let owner: OwnerProcess | undefined;
  const hostileName = 'Asha\u001b]0;owned\u0007\u001b[2J\rAH-FAKE \u009b31m\u202Eevil';
  const here = (args: string[]) => cliHere(args, dataDir);
  const listJsonHere = async (...args: string[]) =>
    JSON.parse((await here(['list', '--json', ...args])).stdout) as StoredSubmission[];
  /** What a terminal would act on: C0 controls other than tab and newline, DEL, C1, bidi overrides. */
  const ACTIVE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

  beforeAll(async () => {
    ({ folder, dataDir, owner } = await seededOwner('submissions-cli-hostile', [
      {
        kind: 'contact',
        payload: {
          name: hostileName,
          phone: '9876543210',
          email: 'x@example.org',
          message: 'line one\nline two\u001b[1A',
        },
      },
      {
        kind: 'callback',
        payload: { name: 'Dead one', phone: '9876500001' },
        status: 'dead',
        lastError: 'HTTP 503 (gave up)',
      },
      {
        kind: 'callback',
        payload: { name: 'Dead two', phone: '9876500002' },
        status: 'dead',
        lastError: 'HTTP 503 (gave up)',
      },
      {
        kind: 'callback',
        payload: { name: 'In a hurry', phone: '9815011111' },
        status: 'review',
      },
    ]));
  }, 30_000);

  afterAll(async () => {
    if (owner) await owner.kill();
    folder?.remove();
  });

  it('prints control characters from a visitor as visible escapes, in list, show and JSON', async () => {
    const table = await here(['list']);
    expect(table.code).toBe(0);
    expect(table.stdout).not.toMatch(ACTIVE);
    expect(table.stdout).toContain('Asha\\u001b]0;owned\\u0007');

    const reference = owner!.references[0]!;
    const shown = await here(['show', reference]);
    expect(shown.stdout).not.toMatch(ACTIVE);
    expect(shown.stdout).toContain('\\u001b[2J\\u000dAH-FAKE \\u009b31m\\u202eevil');
    expect(shown.stdout).toContain('line one\nline two\\u001b[1A');

    const json = await here(['show', reference, '--json']);
    expect(json.stdout).not.toMatch(ACTIVE);
    expect((JSON.parse(json.stdout) as StoredSubmission).payload.name).toBe(hostileName);
  });

  it('reports the outbox in numbers and requeues every dead request at once', async () => {
    const before = await here(['status', '--json']);
    expect(before.code).toBe(0);
    expect(JSON.parse(before.stdout)).toEqual({
      pending: 0,
      dead: 2,
      delivered: 0,
      local: 1,
      review: 1,
      oldestPendingSeconds: null,
    });
    expect((await here(['status'])).stdout).toMatch(
      /dead\s+2 {2}\(send again with: requeue --all-dead\)/,
    );

    const requeued = await runCli(['requeue', '--all-dead'], { SUBMISSIONS_DATA_DIR: dataDir });
    expect(requeued.code).toBe(0);
    expect(requeued.stdout).toContain('2 dead requests are pending again');

    const after = JSON.parse((await here(['status', '--json'])).stdout) as Record<
      string,
      number | null
    >;
    expect(after).toMatchObject({ pending: 2, dead: 0, local: 1 });
    expect(after.oldestPendingSeconds).toEqual(expect.any(Number));
    expect((await here(['status'])).stdout).toMatch(/pending\s+2 {2}\(oldest waiting \d+ s\)/);
    expect((await here(['requeue', '--all-dead'])).stdout).toBe('No dead requests.\n');
  });

  it('releases a request held for review (sent faster than a person types) once staff see a person sent it', async () => {
    const [held] = (await listJsonHere('--status', 'review')).map((row) => row.reference);
    const released = await here(['requeue', held!]);
    expect(released).toMatchObject({ code: 0 });
    expect(released.stdout).toContain(`${held} was held for review and is kept in the store now`);
    expect((await listJsonHere('--status', 'local')).map((row) => row.reference)).toContain(held);
    expect(await listJsonHere('--status', 'review')).toEqual([]);
  });
});
