// The process's one way to Redis: Next's cache handler (lib/cache/redis-cache-handler.mjs, loaded
// by Node unbundled), the form rate limit and the health check all use siteRedisConnection().
import { createClient, ErrorReply } from 'redis';

/**
 * An error's class and code for a log line, never its message (a connection error's may hold the
 * URL and its password). lib/error-summary.ts says more, but Node loads this file unbundled and
 * the submissions CLI, run through esbuild-register, cannot load an .mjs module: so a short one here.
 */
function errorSummary(error) {
  if (!error || typeof error !== 'object') return typeof error;
  const code =
    typeof error.code === 'string' || typeof error.code === 'number' ? ` ${error.code}` : '';
  const name = error.name && error.name !== 'Error' ? error.name : error.constructor?.name;
  return `${name || 'Error'}${code}`;
}

/** How long one Redis call may take before its caller does without Redis. */
export const REDIS_CALL_TIMEOUT_MS = 400;
/** After a call timed out (a hung server), callers skip Redis this long instead of each waiting. */
const PAUSE_AFTER_TIMEOUT_MS = 2_000;
/** A hung server (socket open, nothing answering) is noticed by this ping. */
const PING_INTERVAL_MS = 5_000;
/** How often the connection looks at its client. */
const WATCH_INTERVAL_MS = 1_000;
/** A client not ready for this long is replaced by a new one. */
const REPLACE_AFTER_MS = 5_000;
/** Calls timed out in a row, with nothing answered between them, that replace the client. */
const TIMEOUTS_TO_REPLACE = 3;

const timedOut = (what) => Object.assign(new Error(`${what} timed out`), { code: 'ETIMEDOUT' });

/**
 * The value of `promise`, or a rejection once `ms` have passed: a caller never waits longer,
 * whatever the socket is doing. The rejection waits one turn of the event loop past the timer:
 * on a busy instance a render can hold the loop for longer than `ms`, and Node runs due timers
 * before it reads the sockets, so a reply that arrived meanwhile would otherwise lose to its own
 * timeout and send the caller to a copy that may be stale.
 */
function within(promise, ms, what = 'redis call') {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(timedOut(what))), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const isTimeout = (error) => error?.code === 'ETIMEDOUT' || error?.name === 'TimeoutError';

/**
 * A Redis connection that never makes its caller wait on an outage and heals itself: without an
 * offline queue a command fails at once while disconnected, every call is bounded by `timeoutMs`,
 * and the client reconnects in the background with a capped backoff. A client that stays not
 * ready (REPLACE_AFTER_MS), or whose calls keep timing out on an open socket, is thrown away and
 * a new one made: a client that had stopped left an instance on its own copy of the cache, blind
 * to revalidations, for as long as it ran. An outage is logged once, and its end once, without
 * the URL (unless `quiet`).
 *
 * `run(fn)` calls `fn(client)` when Redis is usable and rejects at once when it is not;
 * `state()` says whether it is usable now; `onReady(listener)` calls the listener on every
 * connection made from then on, with `again` true once one was made before (a reconnection).
 */
export function createRedisConnection(
  url,
  {
    label = 'redis',
    timeoutMs = REDIS_CALL_TIMEOUT_MS,
    maxReconnectDelayMs = 2_000,
    replaceAfterMs = REPLACE_AFTER_MS,
    watchIntervalMs = WATCH_INTERVAL_MS,
    pauseAfterTimeoutMs = PAUSE_AFTER_TIMEOUT_MS,
    quiet = false,
    makeClient = createClient,
  } = {},
) {
  let down = false;
  let pausedUntil = 0;
  let closed = false;
  let timeoutsInRow = 0;
  let notReadySince = Date.now();
  let readyBefore = false;
  const readyListeners = new Set();

  const markDown = (error) => {
    if (down) return;
    down = true;
    if (quiet) return;
    console.warn(
      `[${label}] unreachable (${errorSummary(error)}); the cache and the rate limit use this instance's memory until it is back`,
    );
  };
  const markUp = () => {
    pausedUntil = 0;
    timeoutsInRow = 0;
    if (!down) return;
    down = false;
    if (quiet) return;
    console.info(`[${label}] reachable again`);
  };

  const open = () => {
    const fresh = makeClient({
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
    fresh.on('error', (error) => {
      if (fresh === client) markDown(error);
    });
    fresh.on('ready', () => {
      if (fresh !== client) return;
      notReadySince = null;
      markUp();
      const again = readyBefore;
      readyBefore = true;
      for (const listener of readyListeners) listener({ again });
    });
    fresh.on('ping-interval', () => {
      if (fresh === client) markUp();
    });
    // Reconnection goes on by itself; a first attempt that fails is retried by the strategy.
    fresh.connect().catch(markDown);
    return fresh;
  };

  const replace = (why) => {
    const old = client;
    notReadySince = Date.now();
    timeoutsInRow = 0;
    client = open();
    try {
      old.destroy();
    } catch {
      // Never connected: nothing to close.
    }
    markDown(why);
  };

  let client = open();

  const watch = setInterval(() => {
    if (closed) return;
    if (client.isReady) {
      notReadySince = null;
      if (timeoutsInRow >= TIMEOUTS_TO_REPLACE) replace({ name: 'calls time out', code: 'HUNG' });
      return;
    }
    notReadySince ??= Date.now();
    if (Date.now() - notReadySince >= replaceAfterMs)
      replace({ name: 'not ready', code: 'REPLACED' });
  }, watchIntervalMs);
  watch.unref?.();

  // The first callers wait for the first connection (at most one timeout), later ones never do.
  let starting = within(
    new Promise((resolve) => {
      if (client.isReady) resolve();
      else client.once('ready', resolve);
    }),
    timeoutMs,
    'redis connect',
  )
    .catch(() => {})
    .finally(() => {
      starting = null;
    });

  return {
    async run(fn) {
      if (starting) await starting;
      const current = client;
      if (closed || !current.isReady)
        throw Object.assign(new Error('redis offline'), { code: 'OFFLINE' });
      if (Date.now() < pausedUntil)
        throw Object.assign(new Error('redis paused'), { code: 'PAUSED' });
      try {
        const result = await within(
          Promise.resolve().then(() => fn(current)),
          timeoutMs,
        );
        if (current === client) markUp();
        return result;
      } catch (error) {
        if (current !== client) throw error;
        if (isTimeout(error)) {
          // Slow, perhaps only this instance (a busy event loop): a pause, not an outage. Calls
          // that keep timing out replace the client (the watch), which is logged as one.
          pausedUntil = Date.now() + pauseAfterTimeoutMs;
          timeoutsInRow += 1;
        } else if (error instanceof ErrorReply) {
          // A reply error (a bad command) says the server is there.
          markUp();
        } else {
          markDown(error);
        }
        throw error;
      }
    },
    onReady(listener) {
      readyListeners.add(listener);
    },
    /** Whether calls reach Redis now: connected, answering, and not paused after a timeout. */
    state() {
      return { reachable: !closed && client.isReady && !down && Date.now() >= pausedUntil };
    },
    async close() {
      closed = true;
      clearInterval(watch);
      try {
        client.destroy();
      } catch {
        // Never connected: nothing to close.
      }
    },
  };
}

// On globalThis: Next loads the cache handler by itself while every route is bundled with a copy
// of this module, and each copy would otherwise open a connection of its own.
const SITE_CONNECTION = Symbol.for('amandeep-hospital.redis.connection');

/** The process's one connection to REDIS_URL, made on first use; null when it is unset. */
export function siteRedisConnection() {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return null;
  globalThis[SITE_CONNECTION] ??= createRedisConnection(url);
  return globalThis[SITE_CONNECTION];
}

/**
 * Where the cache and the rate limit live, for the health check: this instance's memory without
 * REDIS_URL, else Redis, with whether it answers one PING now (never the URL).
 */
export async function redisState(connection = siteRedisConnection()) {
  if (!connection) return { kind: 'memory' };
  const reachable = await connection
    .run((client) => client.ping())
    .then(
      (reply) => reply === 'PONG',
      () => false,
    );
  return { kind: 'redis', reachable };
}
