import { resolve } from 'node:path';
import { env, readEnv } from '../env';

/** The embedded store's folder inside the data folder. */
export const PGLITE_FOLDER = 'pglite';

/** Everything the submissions store and its relay read from the environment. */
export interface SubmissionsConfig {
  /** Absolute path of the data folder: PGlite lives in `<dataDir>/pglite`, uploads in `<dataDir>/uploads`. */
  dataDir: string;
  /** PostgreSQL connection string; unset: the embedded PGlite store in `dataDir`. */
  databaseUrl: string | undefined;
  /** Base address of the hospital API the relay forwards to; unset: the store is the destination. */
  upstreamUrl: string | undefined;
  upstreamTimeoutMs: number;
  relayIntervalMs: number;
  relayBaseDelayMs: number;
  relayMaxDelayMs: number;
  /** How long a request is retried before it is dead (staff can requeue it). */
  relayGiveUpAfterMs: number;
}

/**
 * The store's settings, from the site's one environment reader (lib/env.ts). Without a source,
 * the process environment as the site read it; with one (the CLI's, a test's), that source.
 */
export function readSubmissionsConfig(
  source?: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): SubmissionsConfig {
  const settings = source === undefined ? env() : readEnv(source);
  return {
    dataDir: resolve(cwd, settings.SUBMISSIONS_DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    upstreamUrl: settings.HOSPITAL_API_URL?.replace(/\/+$/, ''),
    upstreamTimeoutMs: settings.HOSPITAL_API_TIMEOUT_MS,
    relayIntervalMs: settings.RELAY_INTERVAL_MS,
    relayBaseDelayMs: settings.RELAY_BASE_DELAY_MS,
    relayMaxDelayMs: settings.RELAY_MAX_DELAY_MS,
    relayGiveUpAfterMs: settings.RELAY_GIVE_UP_AFTER_HOURS * 3_600_000,
  };
}
