import { resolve } from 'node:path';

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

type Source = Record<string, string | undefined>;

function text(source: Source, name: string): string | undefined {
  const value = source[name]?.trim();
  return value ? value : undefined;
}

function positiveInteger(source: Source, name: string, fallback: number): number {
  const raw = text(source, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`Invalid environment: ${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

function httpUrl(source: Source, name: string): string | undefined {
  const raw = text(source, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid environment: ${name} is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid environment: ${name} must be an http(s) address, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function databaseUrl(source: Source): string | undefined {
  const raw = text(source, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new Error(
      'Invalid environment: DATABASE_URL must start with postgres:// or postgresql://',
    );
  }
  return raw;
}

export function readSubmissionsConfig(
  source: Source = process.env,
  cwd: string = process.cwd(),
): SubmissionsConfig {
  return {
    dataDir: resolve(cwd, text(source, 'SUBMISSIONS_DATA_DIR') ?? '.data'),
    databaseUrl: databaseUrl(source),
    upstreamUrl: httpUrl(source, 'HOSPITAL_API_URL'),
    upstreamTimeoutMs: positiveInteger(source, 'HOSPITAL_API_TIMEOUT_MS', 8000),
    relayIntervalMs: positiveInteger(source, 'RELAY_INTERVAL_MS', 5000),
    relayBaseDelayMs: positiveInteger(source, 'RELAY_BASE_DELAY_MS', 2000),
    relayMaxDelayMs: positiveInteger(source, 'RELAY_MAX_DELAY_MS', 600_000),
    relayGiveUpAfterMs: positiveInteger(source, 'RELAY_GIVE_UP_AFTER_HOURS', 72) * 3_600_000,
  };
}
