import type { SubmissionsConfig } from './config';
import { openPostgresStore, type SubmissionsStore } from './db';
import { migrate } from './migrations';
import { openPgliteOwner } from './pglite';
import { SocketUnavailableError, type SocketInfo } from './socket-files';
import { releaseAllLeases } from './queries';

export interface OpenedStore {
  store: SubmissionsStore;
  /** Where other local processes reach a PGlite store, when it is served. */
  socket: SocketInfo | null;
}

/**
 * Opens the configured store and brings its schema up to date: PostgreSQL when DATABASE_URL is
 * set, otherwise PGlite in `<dataDir>/pglite` (taking the folder's lock, and serving it on a local
 * socket when `serveSocket` is set so that the CLI can reach it while this process owns it).
 */
export async function openStore(
  config: Pick<SubmissionsConfig, 'dataDir' | 'databaseUrl'>,
  { serveSocket = false, log }: { serveSocket?: boolean; log?: (line: string) => void } = {},
): Promise<OpenedStore> {
  if (config.databaseUrl) {
    const store = openPostgresStore(config.databaseUrl);
    try {
      await migrate(store.db);
    } catch (error) {
      await store.close().catch(() => undefined);
      throw error;
    }
    return { store, socket: null };
  }
  const owner = await openPgliteOwner({ dataDir: config.dataDir, log });
  try {
    // Before the socket opens: a migration is a transaction, and no socket client may interleave.
    await migrate(owner.db);
    // A previous owner that was killed mid-send left its leases behind; it cannot come back.
    const released = await releaseAllLeases(owner.db);
    if (released > 0) log?.(`released ${released} lease(s) left by the previous owner`);
    let socket: SocketInfo | null = null;
    if (serveSocket) {
      try {
        socket = await owner.serveSocket();
      } catch (error) {
        // The CLI cannot reach a running site then, but visitors' requests must still be stored.
        if (!(error instanceof SocketUnavailableError)) throw error;
        log?.(`not serving the store to the CLI: ${error.message}`);
      }
    }
    return { store: owner, socket };
  } catch (error) {
    await owner.close().catch(() => undefined);
    throw error;
  }
}
