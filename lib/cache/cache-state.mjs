import { createRedisConnection } from './redis-connection.mjs';

let connection;

/**
 * Where Next's cache lives, for the health check: this instance's memory when REDIS_URL is unset,
 * else Redis, with whether it answers a PING now (within the call timeout; never the URL).
 */
export async function cacheState() {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return { kind: 'memory' };
  // Its own connection, quiet: the cache handler's already logs an outage.
  connection ??= createRedisConnection(url, { label: 'cache-state', quiet: true });
  try {
    const reply = await connection.run((client) => client.ping());
    return { kind: 'redis', reachable: reply === 'PONG' };
  } catch {
    return { kind: 'redis', reachable: false };
  }
}
