import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool, type ClientConfig } from 'pg';

/** A Drizzle database over either driver (PGlite in-process, or node-postgres). */
export type SubmissionsDb = PgDatabase<PgQueryResultHKT>;

export type StoreDriver = 'pglite' | 'postgres' | 'pglite-socket';

/** An open connection to the submissions database. */
export interface SubmissionsStore {
  readonly driver: StoreDriver;
  readonly db: SubmissionsDb;
  /** Where the data lives, for logs and the CLI (never includes a password). */
  readonly location: string;
  close(): Promise<void>;
}

export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL ${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** PostgreSQL through a small pool: many site instances can share one database. */
export function openPostgresStore(
  url: string,
  { max = 5 }: { max?: number } = {},
): SubmissionsStore {
  const pool = new Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`[submissions] postgres pool error: ${error.message}`));
  const db = drizzleNodePostgres(pool) as unknown as SubmissionsDb;
  let closed: Promise<void> | undefined;
  return {
    driver: 'postgres',
    db,
    location: describeDatabaseUrl(url),
    close: () => (closed ??= pool.end()),
  };
}

/**
 * One client over the socket a PGlite owner serves (see pglite.ts). One connection, not a pool:
 * the owner runs one statement at a time anyway.
 */
export async function openSocketStore(
  config: ClientConfig,
  location: string,
): Promise<SubmissionsStore> {
  const client = new Client({
    ...config,
    connectionTimeoutMillis: config.connectionTimeoutMillis ?? 3000,
  });
  client.on('error', (error) =>
    console.error(`[submissions] socket client error: ${error.message}`),
  );
  await client.connect();
  const db = drizzleNodePostgres(client) as unknown as SubmissionsDb;
  let closed: Promise<void> | undefined;
  return {
    driver: 'pglite-socket',
    db,
    location,
    close: () => (closed ??= client.end()),
  };
}
