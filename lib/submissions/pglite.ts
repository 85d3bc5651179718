import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle } from 'drizzle-orm/pglite';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { SubmissionsDb, SubmissionsStore } from './db';
import { acquireFolderLock, type FolderLock } from './lock';

/**
 * The embedded store: PostgreSQL compiled to WASM, in `<dataDir>/pglite`, owned by one process.
 *
 * Durability. PGlite's Node file system (Emscripten's NODEFS) writes straight to files with
 * writeSync, so a committed row is in the kernel's page cache when a query resolves and survives
 * the process being killed. But PGlite starts PostgreSQL with `-F` (fsync off), and NODEFS has no
 * fsync operation (fdatasync is a no-op stub), so nothing reaches the disk itself until the kernel
 * writes back: a power cut could lose recent requests. Its `relaxedDurability` option only matters
 * for file systems that sync asynchronously (IndexedDB, OPFS): with it on, a query resolves before
 * that sync; NODEFS's sync is a no-op either way. We leave it off, give NODEFS a real fsync, and
 * start PostgreSQL with fsync on and wal_sync_method=fsync: every commit then fsyncs the WAL before
 * the query resolves (measured: one fsync per INSERT), and checkpoints fsync data files.
 */

export const PGLITE_FOLDER = 'pglite';
export const LOCK_FILE = 'pglite.lock';
export const SOCKET_INFO_FILE = 'pglite-socket.json';
/** pg and psql reach a unix socket as `<host dir>/.s.PGSQL.<port>`. */
const UNIX_SOCKET_PORT = 5432;
const UNIX_SOCKET_NAME = `.s.PGSQL.${UNIX_SOCKET_PORT}`;
/** sun_path holds 108 bytes on Linux, 104 on macOS. */
const UNIX_SOCKET_PATH_MAX = 100;
const SOCKET_MAX_CONNECTIONS = 4;
/** A socket client that keeps the database to itself longer than this is cut off (see socketFacade). */
const SOCKET_UNIT_TIMEOUT_MS = 10_000;

export interface SocketInfo {
  pid: number;
  /** The directory that holds the unix socket (`.s.PGSQL.<port>`), as pg and psql take it. */
  host: string;
  port: number;
  since: string;
}

export interface ServeSocketOptions {
  /** How long one socket client may hold the database for one unit of work (default 10 s). */
  unitTimeoutMs?: number;
  /** Where a private socket folder is made when the data folder's path is too long (default: the OS runtime or temp dir). */
  runtimeDir?: string;
}

/** The socket could not be served; the store itself is fine (the CLI then opens the folder when the site is stopped). */
export class SocketUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocketUnavailableError';
  }
}

const PRIVATE_SOCKET_PREFIX = 'ah-pg-';

const fitsSocketAddress = (directory: string) =>
  Buffer.byteLength(join(directory, UNIX_SOCKET_NAME)) <= UNIX_SOCKET_PATH_MAX;

/**
 * Where the unix socket goes: the data folder when its path fits in a socket address, otherwise
 * a private folder of this process's own (a fresh random name, mode 0700) under the OS runtime
 * or temp dir. Never TCP: a port on 127.0.0.1 is open to every local user, and the socket asks
 * for no password, so only the folder's permissions keep others out.
 */
function socketDirectory(
  dataDir: string,
  runtimeDir?: string,
): { directory: string; private: boolean } {
  if (process.platform === 'win32') {
    throw new SocketUnavailableError(
      'The embedded store is served on a unix socket, which this platform lacks; set DATABASE_URL to use PostgreSQL',
    );
  }
  if (fitsSocketAddress(dataDir)) return { directory: dataDir, private: false };
  const candidates = [runtimeDir, process.env.XDG_RUNTIME_DIR, tmpdir(), '/tmp'].filter(
    (dir): dir is string => Boolean(dir),
  );
  for (const base of candidates) {
    // mkdtemp's random suffix is 6 characters: check the final length before making it.
    if (!existsSync(base) || !fitsSocketAddress(join(base, `${PRIVATE_SOCKET_PREFIX}XXXXXX`)))
      continue;
    const directory = mkdtempSync(join(base, PRIVATE_SOCKET_PREFIX));
    chmodSync(directory, 0o700);
    const stats = statSync(directory);
    if (stats.uid !== process.getuid?.() || (stats.mode & 0o077) !== 0) {
      rmdirSync(directory);
      continue;
    }
    return { directory, private: true };
  }
  throw new SocketUnavailableError(
    `No folder gives a unix socket path under ${UNIX_SOCKET_PATH_MAX} bytes (data folder ${dataDir}); ` +
      'set SUBMISSIONS_DATA_DIR or TMPDIR to a shorter path',
  );
}

export interface PgliteOwner extends SubmissionsStore {
  readonly driver: 'pglite';
  readonly pg: PGlite;
  readonly dataDir: string;
  /** Whether commits are fsynced (false only if PGlite's internals changed under us). */
  readonly durable: boolean;
  /** Serves the database to other local processes and writes pglite-socket.json. */
  serveSocket(options?: ServeSocketOptions): Promise<SocketInfo>;
}

let fsyncInstalled = false;

/** NODEFS with a real fsync, so that PostgreSQL's own fsyncs reach the disk. */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = (result.emscriptenOpts.preRun ?? []) as Array<(module: unknown) => void>;
    result.emscriptenOpts.preRun = [
      ...preRun,
      (module: unknown) => {
        const ops = (
          module as { FS?: { filesystems?: { NODEFS?: { stream_ops?: Record<string, unknown> } } } }
        ).FS?.filesystems?.NODEFS?.stream_ops;
        if (!ops) return;
        // Emscripten calls stream_ops.fsync from fd_sync (PostgreSQL's fsync()); nfd is the real descriptor.
        ops.fsync = (stream: { nfd?: number }) => {
          if (typeof stream.nfd === 'number') fsyncSync(stream.nfd);
          return 0;
        };
        fsyncInstalled = true;
      },
    ] as typeof result.emscriptenOpts.preRun;
    return result;
  }
}

function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
  ];
}

/** initdb runs with fsync off too: a new folder is fsynced once, files and directories. */
function fsyncTree(path: string): void {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) fsyncTree(child);
    else if (entry.isFile()) fsyncPath(child);
  }
  fsyncPath(path);
}

export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A minimal FIFO mutex. */
class Gate {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => held);
    return previous.then(() => release);
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

/**
 * The PGlite client this process's Drizzle uses: each query, exec and transaction passes the gate,
 * so none runs while a socket client is in the middle of its own unit of work.
 */
function gatedClient(pg: PGlite, gate: Gate): PGlite {
  const gated = new Set<PropertyKey>(['query', 'sql', 'exec', 'transaction', 'describeQuery']);
  return new Proxy(pg, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (gated.has(property))
        return (...args: unknown[]) => gate.run(async () => method.apply(target, args));
      // PGlite keeps its state in #private fields: methods must run on the real instance.
      return method.bind(target);
    },
  });
}

interface SocketServerInternals {
  handlers?: Set<{ detach(close?: boolean): Promise<unknown> }>;
}

/**
 * What PGLiteSocketServer sees instead of the PGlite instance. The server multiplexes clients one
 * protocol message at a time; between two messages of one client (Parse … Sync, or BEGIN … COMMIT)
 * this process's own queries could otherwise run, re-binding the client's unnamed statement or
 * landing inside its transaction. So a socket client takes the gate at its first message and gives
 * it back when PostgreSQL answers ReadyForQuery 'idle'. A client that then keeps the unit open
 * without sending its next message for SOCKET_UNIT_TIMEOUT_MS (an open BEGIN in psql, say) is
 * disconnected and its transaction rolled back, so that visitors' requests never wait for a person
 * at a prompt.
 */
function socketFacade(
  pg: PGlite,
  gate: Gate,
  serverRef: { current?: PGLiteSocketServer },
  log: (line: string) => void,
  unitTimeoutMs: number,
) {
  let release: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;
  let lastStatus: 'idle' | 'busy' | 'closed' = 'idle';

  const leave = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const done = release;
    release = null;
    done?.();
  };

  const expire = async () => {
    log(
      `a socket client left its transaction open for ${unitTimeoutMs} ms; disconnecting it, its transaction rolled back`,
    );
    const handlers = (serverRef.current as unknown as SocketServerInternals | undefined)?.handlers;
    for (const handler of handlers ?? []) await handler.detach(true).catch(() => undefined);
    if (pg.isInTransaction()) await pg.exec('ROLLBACK').catch(() => undefined);
    leave();
  };

  const enter = async () => {
    if (!release) release = await gate.acquire();
    if (timer) clearTimeout(timer);
    timer = undefined;
  };

  /** Between two messages of an unfinished unit: the client has this long to send the next one. */
  const waitForNext = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void expire(), unitTimeoutMs);
    timer.unref();
  };

  const overrides: Record<PropertyKey, unknown> = {
    // Only a transaction the socket side opened is the socket side's to see (and to roll back).
    isInTransaction: () => release !== null && pg.isInTransaction(),
    async runExclusive<T>(fn: () => Promise<T>): Promise<T> {
      await enter();
      lastStatus = 'busy';
      try {
        return await pg.runExclusive(fn);
      } catch (error) {
        if (!pg.isInTransaction()) lastStatus = 'idle';
        throw error;
      } finally {
        if (lastStatus === 'busy') waitForNext();
        else leave();
      }
    },
    async execProtocolRawStream(
      message: Uint8Array,
      options: { syncToFs?: boolean; onRawData: (data: Uint8Array) => unknown },
    ): Promise<void> {
      let tail = new Uint8Array(0);
      await pg.execProtocolRawStream(message, {
        ...options,
        onRawData: (data: Uint8Array) => {
          const joined = new Uint8Array(tail.length + data.length);
          joined.set(tail);
          joined.set(data, tail.length);
          tail = joined.slice(-6);
          return options.onRawData(data);
        },
      } as Parameters<PGlite['execProtocolRawStream']>[1]);
      // ReadyForQuery: 'Z', length 5, status 'I' (idle), 'T' (in a transaction) or 'E' (failed transaction).
      const readyIdle = tail.length === 6 && tail[0] === 0x5a && tail[4] === 5 && tail[5] === 0x49;
      const terminate = message[0] === 0x58;
      lastStatus = terminate ? 'closed' : readyIdle ? 'idle' : 'busy';
    },
    // Called when a client disconnects inside its transaction.
    async exec(query: string) {
      try {
        return await pg.exec(query);
      } finally {
        if (release && !pg.isInTransaction()) leave();
      }
    },
  };

  return new Proxy(pg, {
    get(target, property) {
      if (Object.prototype.hasOwnProperty.call(overrides, property)) return overrides[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

function writeFileAtomic(path: string, content: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600 });
  fsyncPath(temporary);
  renameSync(temporary, path);
}

export function readSocketInfo(dataDir: string): SocketInfo | null {
  try {
    const parsed = JSON.parse(
      readFileSync(join(dataDir, SOCKET_INFO_FILE), 'utf8'),
    ) as Partial<SocketInfo>;
    if (
      typeof parsed.host !== 'string' ||
      typeof parsed.port !== 'number' ||
      typeof parsed.pid !== 'number'
    )
      return null;
    return {
      pid: parsed.pid,
      host: parsed.host,
      port: parsed.port,
      since: String(parsed.since ?? ''),
    };
  } catch {
    return null;
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

export interface OpenPgliteOptions {
  dataDir: string;
  log?: (line: string) => void;
}

/**
 * Takes the folder's lock (throws FolderLockedError if another live process holds it), opens
 * PGlite durably, and arranges for the lock and the socket address to be released on exit.
 * Migrations are the caller's business (store.ts), before serveSocket().
 */
export async function openPgliteOwner({
  dataDir,
  log = (line) => console.log(`[submissions] ${line}`),
}: OpenPgliteOptions): Promise<PgliteOwner> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock: FolderLock = acquireFolderLock(join(dataDir, LOCK_FILE));
  const pgDir = join(dataDir, PGLITE_FOLDER);
  const socketInfoPath = join(dataDir, SOCKET_INFO_FILE);
  // We hold the lock: an address or socket file left here belongs to a previous owner that died,
  // as does a private socket folder it named.
  const previous = readSocketInfo(dataDir);
  if (
    previous &&
    previous.host !== dataDir &&
    basename(previous.host).startsWith(PRIVATE_SOCKET_PREFIX)
  ) {
    unlinkQuietly(join(previous.host, UNIX_SOCKET_NAME));
    try {
      rmdirSync(previous.host);
    } catch {
      // already gone, or not ours to remove
    }
  }
  unlinkQuietly(socketInfoPath);
  unlinkQuietly(join(dataDir, UNIX_SOCKET_NAME));
  let socketPath: string | undefined;
  let privateSocketDir: string | undefined;
  let server: PGLiteSocketServer | undefined;
  let pg: PGlite | undefined;

  const releaseFiles = () => {
    const info = readSocketInfo(dataDir);
    if (info?.pid === process.pid) unlinkQuietly(socketInfoPath);
    if (socketPath) unlinkQuietly(socketPath);
    if (privateSocketDir) {
      try {
        rmdirSync(privateSocketDir);
      } catch {
        // not empty or already gone
      }
    }
    lock.release();
  };
  const onExit = () => releaseFiles();
  process.on('exit', onExit);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
      try {
        if (server) await server.stop();
        if (pg && !pg.closed) await gate.run(() => pg!.close());
      } finally {
        releaseFiles();
        // Only now: a host that exits while we close (Next.js on SIGTERM) still releases the files.
        process.off('exit', onExit);
      }
    })());

  // Next.js (and any host) may have its own handlers and exit by itself; the 'exit' handler still
  // releases the lock then. Alone, we close cleanly and re-raise the signal for the usual exit status.
  function onSignal(signal: NodeJS.Signals) {
    const alone = process.listenerCount(signal) === 1;
    void close().finally(() => {
      if (alone) process.kill(process.pid, signal);
    });
  }
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  const gate = new Gate();
  try {
    const fresh = !existsSync(join(pgDir, 'PG_VERSION'));
    mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    pg = new PGlite({
      fs: new DurableNodeFS(pgDir),
      startParams: durableStartParams(),
      relaxedDurability: false,
    });
    await pg.waitReady;
    if (fresh) {
      fsyncTree(pgDir);
      fsyncPath(dataDir);
    }
    const fsyncSetting = (await pg.query<{ fsync: string }>('SHOW fsync')).rows[0]?.fsync;
    const durable = fsyncInstalled && fsyncSetting === 'on';
    if (!durable)
      log(
        'warning: PGlite commits are not fsynced (PGlite internals changed?); a power cut could lose recent requests',
      );

    const db = drizzle({ client: gatedClient(pg, gate) }) as unknown as SubmissionsDb;
    const opened = pg;
    const serverRef: { current?: PGLiteSocketServer } = {};

    return {
      driver: 'pglite',
      pg: opened,
      db,
      dataDir,
      durable,
      location: `PGlite ${pgDir}`,
      close,
      async serveSocket({
        unitTimeoutMs = SOCKET_UNIT_TIMEOUT_MS,
        runtimeDir,
      }: ServeSocketOptions = {}) {
        if (server) throw new Error('The PGlite socket is already being served');
        const place = socketDirectory(dataDir, runtimeDir);
        if (place.private) privateSocketDir = place.directory;
        const unixPath = join(place.directory, UNIX_SOCKET_NAME);
        const facade = socketFacade(opened, gate, serverRef, log, unitTimeoutMs);
        server = new PGLiteSocketServer({
          db: facade,
          path: unixPath,
          maxConnections: SOCKET_MAX_CONNECTIONS,
        });
        serverRef.current = server;
        await server.start();
        socketPath = unixPath;
        chmodSync(unixPath, 0o600);
        const info: SocketInfo = {
          pid: process.pid,
          host: place.directory,
          port: UNIX_SOCKET_PORT,
          since: new Date().toISOString(),
        };
        writeFileAtomic(socketInfoPath, `${JSON.stringify(info)}\n`);
        return info;
      },
    };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
