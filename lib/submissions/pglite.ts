import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle } from 'drizzle-orm/pglite';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SubmissionsDb, SubmissionsStore } from './db';
import { Gate, gatedClient } from './gate';
import { acquireFolderLock, type FolderLock } from './lock';
import {
  DurableNodeFS,
  durableStartParams,
  fsyncPath,
  fsyncTree,
  nodeFsFsyncInstalled,
} from './pglite-durability';
import { onProcessEnd } from './process-end';
import { SOCKET_UNIT_TIMEOUT_MS, socketFacade } from './socket-facade';
import {
  removeOwnSocketFiles,
  removeStaleSocketFiles,
  socketDirectory,
  UNIX_SOCKET_NAME,
  UNIX_SOCKET_PORT,
  writeSocketInfo,
  type OwnSocketFiles,
  type SocketInfo,
} from './socket-files';
import { PGLITE_FOLDER } from './config';

/**
 * The embedded store: PostgreSQL compiled to WASM, in `<dataDir>/pglite`, owned by one process
 * (lock.ts), made durable (pglite-durability.ts), and served to other local processes on a unix
 * socket (socket-files.ts, socket-facade.ts).
 */

export const LOCK_FILE = 'pglite.lock';
const SOCKET_MAX_CONNECTIONS = 4;

export interface ServeSocketOptions {
  /** How long one socket client may hold the database for one unit of work (default 10 s). */
  unitTimeoutMs?: number;
  /** Where a private socket folder is made when the data folder's path is too long (default: the OS runtime or temp dir). */
  runtimeDir?: string;
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
  removeStaleSocketFiles(dataDir);
  const ownSocketFiles: OwnSocketFiles = {};
  let server: PGLiteSocketServer | undefined;
  let pg: PGlite | undefined;

  const releaseFiles = () => {
    removeOwnSocketFiles(dataDir, ownSocketFiles);
    lock.release();
  };

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      processEnd.stopSignals();
      try {
        if (server) await server.stop();
        if (pg && !pg.closed) await gate.run(() => pg!.close());
      } finally {
        releaseFiles();
        // Only now: a host that exits while we close (Next.js on SIGTERM) still releases the files.
        processEnd.stopExit();
      }
    })());
  const processEnd = onProcessEnd(releaseFiles, close);

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
    const durable = nodeFsFsyncInstalled() && fsyncSetting === 'on';
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
        if (place.private) ownSocketFiles.privateSocketDir = place.directory;
        const unixPath = join(place.directory, UNIX_SOCKET_NAME);
        const facade = socketFacade(opened, gate, serverRef, log, unitTimeoutMs);
        server = new PGLiteSocketServer({
          db: facade,
          path: unixPath,
          maxConnections: SOCKET_MAX_CONNECTIONS,
        });
        serverRef.current = server;
        await server.start();
        ownSocketFiles.socketPath = unixPath;
        chmodSync(unixPath, 0o600);
        const info: SocketInfo = {
          pid: process.pid,
          host: place.directory,
          port: UNIX_SOCKET_PORT,
          since: new Date().toISOString(),
        };
        writeSocketInfo(dataDir, info);
        return info;
      },
    };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
