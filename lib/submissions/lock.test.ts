/** @jest-environment node */
import '@/test-support/submissions/native-pglite';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { acquireFolderLock, FolderLockedError } from './lock';
import { migrate } from './migrations';
import { insertSubmission, listSubmissions } from './queries';
import { LOCK_FILE, openPgliteOwner } from './pglite';
import { SOCKET_INFO_FILE } from './socket-files';
import { seedEmptyStore } from '@/test-support/submissions/store-template';
import {
  finished,
  makeTempDir,
  OWNER_SCRIPT,
  spawnTs,
  startOwnerProcess,
} from '@/test-support/submissions/support';

const quiet = () => undefined;

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('the folder lock', () => {
  let folder: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    folder = makeTempDir('submissions-lock');
  });
  afterEach(() => folder.remove());

  it('admits one owner at a time and is released', () => {
    const path = join(folder.path, LOCK_FILE);
    const lock = acquireFolderLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
    });
    expect(() => acquireFolderLock(path)).toThrow(FolderLockedError);
    lock.release();
    expect(existsSync(path)).toBe(false);
    acquireFolderLock(path).release();
  });

  it('takes over a lock whose process is gone', () => {
    const path = join(folder.path, LOCK_FILE);
    writeFileSync(
      path,
      JSON.stringify({
        pid: deadPid(),
        hostname: hostname(),
        startTicks: null,
        since: '2026-01-01T00:00:00Z',
      }),
    );
    const lock = acquireFolderLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another program', () => {
    const path = join(folder.path, LOCK_FILE);
    // Our own pid, but a different process start time: the pid was reused.
    writeFileSync(
      path,
      JSON.stringify({
        pid: process.pid,
        hostname: hostname(),
        startTicks: 1,
        since: '2026-01-01T00:00:00Z',
      }),
    );
    const lock = acquireFolderLock(path);
    expect(lock.owner.startTicks).toEqual(expect.any(Number));
    expect(lock.owner.startTicks).not.toBe(1);
    const written = JSON.parse(readFileSync(path, 'utf8'));
    expect(written).toMatchObject({ pid: process.pid, startTicks: lock.owner.startTicks });
    expect(written.since).not.toBe('2026-01-01T00:00:00Z');
    lock.release();
    expect(existsSync(path)).toBe(false);
  });
});

describe('one owner per PGlite folder, across processes', () => {
  let folder: ReturnType<typeof makeTempDir>;
  beforeAll(() => {
    folder = makeTempDir('submissions-owner');
  });
  afterAll(() => folder.remove());

  it('refuses a second owner while the first holds the folder, then takes over after the first crashes', async () => {
    const seed = join(folder.path, 'seed.json');
    writeFileSync(
      seed,
      JSON.stringify([
        { kind: 'contact', payload: { name: 'Before the crash', phone: '9876543210' } },
      ]),
    );
    await seedEmptyStore(join(folder.path, 'data'));
    const owner = await startOwnerProcess(join(folder.path, 'data'), seed);
    const dataDir = join(folder.path, 'data');
    let killed = false;
    try {
      // Another process.
      const second = await finished(spawnTs(OWNER_SCRIPT, [dataDir]));
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`in use by process ${owner.pid}`);
      // And this one.
      await expect(openPgliteOwner({ dataDir, log: quiet })).rejects.toThrow(FolderLockedError);

      // kill -9: no clean-up runs, the lock file and the socket address stay behind.
      await owner.kill();
      killed = true;
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
      expect(existsSync(join(dataDir, SOCKET_INFO_FILE))).toBe(true);

      const next = await openPgliteOwner({ dataDir, log: quiet });
      try {
        expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
        expect(existsSync(join(dataDir, SOCKET_INFO_FILE))).toBe(false);
        // The row the killed process had acknowledged is there.
        const rows = await listSubmissions(next.db);
        expect(rows.map((row) => row.reference)).toEqual(owner.references);
      } finally {
        await next.close();
      }
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      if (!killed) await owner.kill();
    }
  }, 40_000);

  it('serves the folder on a socket without letting a client interleave with the site or swallow its writes', async () => {
    const dataDir = join(folder.path, 'data');
    const logs: string[] = [];
    const owner = await openPgliteOwner({ dataDir, log: (line) => logs.push(line) });
    const client = new Client({ user: 'postgres', database: 'postgres' });
    client.on('error', () => undefined);
    try {
      await migrate(owner.db);
      const info = await owner.serveSocket({ unitTimeoutMs: 400 });
      Object.assign(client, { host: info.host, port: info.port });
      await client.connect();
      const insert =
        'INSERT INTO submissions (id, reference, kind, payload, status) VALUES ($1, $2, $3, $4, $5)';

      // Parameterised queries (Parse/Bind/Execute/Sync) from the client while the site writes.
      const echoes: Array<string | undefined> = [];
      await Promise.all([
        (async () => {
          for (let index = 0; index < 25; index += 1) {
            echoes.push(
              (await client.query<{ echo: string }>('SELECT $1::text AS echo', [`value ${index}`]))
                .rows[0]?.echo,
            );
          }
        })(),
        Promise.all(
          Array.from({ length: 25 }, (_, index) =>
            insertSubmission(
              owner.db,
              { kind: 'contact', payload: { name: `site ${index}` } },
              'local',
            ),
          ),
        ),
      ]);
      expect(echoes).toEqual(Array.from({ length: 25 }, (_, index) => `value ${index}`));

      // The site stores a request while a client transaction is open: it waits, and the client's
      // rollback does not take the site's row with it.
      await client.query('BEGIN');
      await client.query(insert, [
        randomUUID(),
        'AH-CCCCCCCC',
        'contact',
        { name: 'client' },
        'local',
      ]);
      let stored = false;
      const storing = insertSubmission(
        owner.db,
        { kind: 'contact', payload: { name: 'during the transaction' } },
        'local',
      ).then((row) => {
        stored = true;
        return row;
      });
      await client.query('SELECT 1');
      expect(stored).toBe(false);
      await client.query('ROLLBACK');
      const row = await storing;
      let names = (await listSubmissions(owner.db)).map((entry) => entry.payload.name);
      expect(names).toContain('during the transaction');
      expect(names).not.toContain('client');
      expect(row.reference).not.toBe('AH-CCCCCCCC');

      // A client idling inside its transaction is cut off after the unit timeout.
      await client.query('BEGIN');
      await client.query(insert, [
        randomUUID(),
        'AH-DDDDDDDD',
        'contact',
        { name: 'idle client' },
        'local',
      ]);
      const started = Date.now();
      await insertSubmission(
        owner.db,
        { kind: 'contact', payload: { name: 'after the timeout' } },
        'local',
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      await expect(client.query('COMMIT')).rejects.toThrow();
      names = (await listSubmissions(owner.db)).map((entry) => entry.payload.name);
      expect(names).toContain('after the timeout');
      expect(names).not.toContain('idle client');
      expect(logs.some((line) => line.includes('disconnecting it'))).toBe(true);
    } finally {
      await client.end().catch(() => undefined);
      await owner.close();
    }
  }, 20_000);

  it('serves a data folder with a long path on a private unix socket, never on TCP', async () => {
    // A path over the 100 bytes a socket address holds: the site once fell back to a password-less
    // TCP port on 127.0.0.1 here, open to every local user.
    const dataDir = join(
      folder.path,
      'a-data-folder-whose-path-is-long-enough-that-its-socket-address-no-longer-fits',
      'data',
    );
    expect(Buffer.byteLength(join(dataDir, '.s.PGSQL.5432'))).toBeGreaterThan(108);
    const runtime = makeTempDir('submissions-runtime');
    const owner = await openPgliteOwner({ dataDir, log: quiet });
    let socketDir = '';
    try {
      await migrate(owner.db);
      const info = await owner.serveSocket({ runtimeDir: runtime.path });
      socketDir = info.host;
      expect(info.host.startsWith(`${runtime.path}/ah-pg-`)).toBe(true);
      expect(statSync(info.host).mode & 0o777).toBe(0o700);
      expect(statSync(join(info.host, '.s.PGSQL.5432')).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(join(dataDir, SOCKET_INFO_FILE), 'utf8'))).toMatchObject({
        host: info.host,
        port: 5432,
      });

      const client = new Client({
        host: info.host,
        port: info.port,
        user: 'postgres',
        database: 'postgres',
      });
      await client.connect();
      expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one).toBe(1);
      await client.end();
    } finally {
      await owner.close();
    }
    try {
      // Closing takes the private folder away with the socket.
      expect(socketDir).not.toBe('');
      expect(existsSync(socketDir)).toBe(false);
    } finally {
      runtime.remove();
    }
  }, 20_000);
});
