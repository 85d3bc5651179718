import { createClient, ErrorReply } from 'redis';

/** How long one Redis call may take before its caller does without Redis. */
const REDIS_CALL_TIMEOUT_MS = 400;
/** After a call timed out (a hung server), callers skip Redis this long instead of each waiting. */
const PAUSE_AFTER_TIMEOUT_MS = 2_000;
/** A hung server (socket open, nothing answering) is noticed by this ping. */
const PING_INTERVAL_MS = 5_000;

/**
 * The value of `promise`, or a rejection once `ms` have passed: a caller never waits longer,
 * whatever the socket is doing.
 */
function within(promise, ms, what = 'redis call') {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`${what} timed out`), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** An error as a log line may show it: class and code only (a message may quote the URL). */
function errorSummary(error) {
  if (!error || typeof error !== 'object') return typeof error;
  const code =
    typeof error.code === 'string' || typeof error.code === 'number' ? ` ${error.code}` : '';
  const name = error.name && error.name !== 'Error' ? error.name : error.constructor?.name;
  return `${name || 'Error'}${code}`;
}

/**
 * A Redis connection that never makes its caller wait on an outage: without an offline queue a
 * command fails at once while disconnected, every call is bounded by `timeoutMs`, and the client
 * reconnects in the background. An outage is logged once, and its end once, without the URL
 * (unless `quiet`).
 *
 * `run(fn)` calls `fn(client)` when Redis is usable and rejects at once when it is not.
 */
export function createRedisConnection(
  url,
  {
    label = 'redis',
    timeoutMs = REDIS_CALL_TIMEOUT_MS,
    maxReconnectDelayMs = 2_000,
    quiet = false,
    onReady,
  } = {},
) {
  let down = false;
  let pausedUntil = 0;
  let closed = false;

  const markDown = (error) => {
    if (down) return;
    down = true;
    if (quiet) return;
    console.warn(
      `[${label}] Redis unreachable (${errorSummary(error)}); serving from this instance's memory until it is back`,
    );
  };
  const markUp = () => {
    pausedUntil = 0;
    if (!down) return;
    down = false;
    if (quiet) return;
    console.info(`[${label}] Redis reachable again`);
  };

  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: PING_INTERVAL_MS,
    commandOptions: { timeout: timeoutMs },
    socket: {
      connectTimeout: 1_000,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, maxReconnectDelayMs),
    },
  });
  // Every failed reconnection emits an error; without a listener the process would crash.
  client.on('error', markDown);
  client.on('ready', () => {
    markUp();
    onReady?.();
  });
  client.on('ping-interval', markUp);

  // The first callers wait for the first connection (at most one timeout), later ones never do.
  let starting = within(client.connect(), timeoutMs, 'redis connect')
    .catch(markDown)
    .finally(() => {
      starting = null;
    });

  return {
    async run(fn) {
      if (starting) await starting;
      if (closed || !client.isReady)
        throw Object.assign(new Error('redis offline'), { code: 'OFFLINE' });
      if (Date.now() < pausedUntil)
        throw Object.assign(new Error('redis paused'), { code: 'PAUSED' });
      try {
        return await within(
          Promise.resolve().then(() => fn(client)),
          timeoutMs,
        );
      } catch (error) {
        if (error?.code === 'ETIMEDOUT' || error?.name === 'TimeoutError') {
          pausedUntil = Date.now() + PAUSE_AFTER_TIMEOUT_MS;
        }
        // A reply error (a bad command) says the server is there.
        if (!(error instanceof ErrorReply)) markDown(error);
        throw error;
      }
    },
    async close() {
      closed = true;
      if (starting) await starting;
      try {
        client.destroy();
      } catch {
        // Never connected: nothing to close.
      }
    },
  };
}
