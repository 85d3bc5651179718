import { CACHE_STORE } from './cache-store-key.mjs';

/**
 * Where Next's cache lives, for the health check: this instance's memory when REDIS_URL is unset,
 * else Redis, with whether the cache handler's own connection reaches it now (never the URL). Not
 * reachable until Next has made the handler's store, for its first request that uses the cache.
 */
export async function cacheState() {
  if (!process.env.REDIS_URL?.trim()) return { kind: 'memory' };
  const store = globalThis[CACHE_STORE];
  return store ? store.state() : { kind: 'redis', reachable: false };
}
