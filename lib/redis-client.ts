import 'server-only';
import { createClient } from 'redis';
import { env } from './env';
import { errorSummary } from './error-summary';
import { settleWithin } from './settle-within';

/**
 * How long a caller waits for Redis before doing without it. node-redis's own command timeout
 * only covers a command not yet sent: one sent to a server that hangs waits for ever, so callers
 * race their commands against this instead.
 */
export const REDIS_TIMEOUT_MS = 500;
/** How long the first caller in a process waits for the first connection. */
const FIRST_CONNECT_WAIT_MS = 500;
/** How often a connected client checks that the server still answers (a hang emits no error). */
const WATCH_INTERVAL_MS = 5_000;
/** Commands left waiting on a hung server stop piling up here: past it, they fail at once. */
const QUEUE_LIMIT = 1_000;

export type AppRedisClient = ReturnType<typeof createRedisClient>;

export type RedisState = { kind: 'memory' } | { kind: 'redis'; reachable: boolean };

/**
 * A client that never keeps its caller waiting on an outage: with no offline queue a command
 * fails at once while it is disconnected, and it reconnects in the background. Not connected yet:
 * call `connect()`. An outage (refused, dropped or hung) is logged once and its end once, each
 * without the URL (it may hold a password) or an error's message.
 */
export function createRedisClient(url: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: QUEUE_LIMIT,
    socket: {
      connectTimeout: 1_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  let down = false;
  const report = (reachable: boolean, why = '') => {
    if (down === !reachable) return;
    down = !reachable;
    if (down)
      console.warn(
        `[redis] unreachable (${why}); the rate limit counts in each instance's memory until it is back`,
      );
    else console.info('[redis] reachable again');
  };
  // Every failed reconnection emits an error too; without a listener the process would crash.
  client.on('error', (error: unknown) => report(false, errorSummary(error)));
  client.on('ready', () => report(true));
  const watch = setInterval(() => {
    if (client.isReady)
      void answersPing(client).then((answered) =>
        report(answered, `no answer within ${REDIS_TIMEOUT_MS} ms`),
      );
  }, WATCH_INTERVAL_MS);
  watch.unref();
  client.on('end', () => clearInterval(watch));
  return client;
}

/** Starts connecting; resolves when connected or after `ms`, and goes on trying in the background. */
export function connectWithin(client: AppRedisClient, ms: number): Promise<void> {
  return settleWithin(
    client.connect().then(() => undefined),
    ms,
    undefined,
  );
}

/** Whether the server answers a PING within REDIS_TIMEOUT_MS. */
export async function answersPing(client: AppRedisClient): Promise<boolean> {
  if (!client.isReady) return false;
  return settleWithin(
    client.ping().then((reply) => reply === 'PONG'),
    REDIS_TIMEOUT_MS,
    false,
  );
}

/**
 * One client per process, on globalThis: Next.js evaluates this module once per bundle (each
 * route's, the instrumentation's), and each copy would otherwise open its own connection.
 */
const HELD = Symbol.for('amandeep-hospital.redis.client');

interface Held {
  client: AppRedisClient;
  /** The first connection attempt, while it lasts (at most FIRST_CONNECT_WAIT_MS). */
  starting: Promise<void> | null;
}

/** The process's client to REDIS_URL, created and connected on first use; null when it is unset. */
export async function redisClient(): Promise<AppRedisClient | null> {
  const { REDIS_URL } = env();
  if (!REDIS_URL) return null;
  const holder = globalThis as typeof globalThis & { [HELD]?: Held };
  let held = holder[HELD];
  if (!held) {
    const client = createRedisClient(REDIS_URL);
    const fresh: Held = { client, starting: null };
    fresh.starting = connectWithin(client, FIRST_CONNECT_WAIT_MS).then(() => {
      fresh.starting = null;
    });
    holder[HELD] = held = fresh;
  }
  if (held.starting) await held.starting;
  return held.client;
}

/** Where shared counts live, and whether that store answers: for the health check. */
export async function redisState(): Promise<RedisState> {
  const client = await redisClient();
  return client ? { kind: 'redis', reachable: await answersPing(client) } : { kind: 'memory' };
}
