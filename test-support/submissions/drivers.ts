// Runs a suite against each store driver: PGlite in a temporary folder, and a throwaway PostgreSQL.
import { readSubmissionsConfig, type SubmissionsConfig } from '../../lib/submissions/config';
import type { SubmissionsStore } from '../../lib/submissions/db';
import { openStore } from '../../lib/submissions/store';
import { startTestPostgres, type TestPostgres } from '../postgres';
import { seedEmptyStore } from './store-template';
import { makeTempDir } from './support';

export const DRIVERS = ['pglite', 'postgres'] as const;
export type DriverName = (typeof DRIVERS)[number];

export interface Harness {
  driver: DriverName;
  /** Store settings without an upstream; spread and add one for relay tests. */
  config: SubmissionsConfig;
  store: SubmissionsStore;
  /** For PostgreSQL: a second, independent store on the same database (another site instance). */
  openAnother(): Promise<SubmissionsStore>;
  /** For PostgreSQL: the URL of a new, empty database on the same cluster. */
  createDatabase(): Promise<string>;
  close(): Promise<void>;
}

export async function openHarness(driver: DriverName): Promise<Harness> {
  const folder = makeTempDir(`submissions-${driver}`);
  let postgres: TestPostgres | undefined;
  try {
    let databaseUrl: string | undefined;
    if (driver === 'postgres') {
      postgres = await startTestPostgres();
      databaseUrl = await postgres.createDatabase();
    } else await seedEmptyStore(folder.path);
    const config: SubmissionsConfig = {
      ...readSubmissionsConfig({ SUBMISSIONS_DATA_DIR: folder.path }),
      databaseUrl,
    };
    const { store } = await openStore(config, { log: () => undefined });
    const others: SubmissionsStore[] = [];
    return {
      driver,
      config,
      store,
      async openAnother() {
        if (!databaseUrl) throw new Error('Only PostgreSQL admits a second store');
        const other = (await openStore(config)).store;
        others.push(other);
        return other;
      },
      async createDatabase() {
        if (!postgres) throw new Error('Only the PostgreSQL harness creates databases');
        return postgres.createDatabase();
      },
      async close() {
        for (const other of others) await other.close();
        await store.close();
        await postgres?.stop();
        folder.remove();
      },
    };
  } catch (error) {
    await postgres?.stop();
    folder.remove();
    throw error;
  }
}
