import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisConnection } from '../redis-connection.mjs';

export interface RateLimitResult {
  allowed: boolean;
  /** Set when refused: seconds until the address's window ends. */
  retryAfterSeconds: number;
}

export interface AddressLimiterOptions {
  /** Keeps this limit's counts apart from the others' in a shared store. */
  bucket: string;
  /** Hits allowed per address in a window. */
  points: number;
  durationSeconds: number;
  /** Count in this Redis, shared by every instance using it; none: in this process's memory. */
  redis?: RedisConnection | null;
}

export interface AddressLimiter {
  hit(address: string): Promise<RateLimitResult>;
}

/**
 * What RateLimiterRedis calls on a node-redis client, sent through the connection: bounded by its
 * timeout, refused at once while Redis is down, and on whichever client the connection holds now.
 */
function storeClientOf(connection: RedisConnection) {
  return {
    eval: (script: string, options: { keys: string[]; arguments: string[] }) =>
      connection.run((client) => client.eval(script, options)),
  };
}

/**
 * Counts hits per address in fixed windows. With Redis, a hit Redis cannot count (down, not yet
 * connected, or slower than the connection's timeout) is counted in this process's memory
 * instead: the limit then holds per instance until Redis is back, and no visitor waits on it.
 */
export function createAddressLimiter({
  bucket,
  points,
  durationSeconds,
  redis,
}: AddressLimiterOptions): AddressLimiter {
  const keyPrefix = `rate-limit:${bucket}`;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: storeClientOf(redis),
        // node-redis v4+ (the `redis` package), not ioredis, which is the default.
        useRedisPackage: true,
        keyPrefix,
        points,
        duration: durationSeconds,
        // Whatever the connection refuses or does not answer in time is counted here instead.
        insuranceLimiter: memory,
      })
    : memory;

  return {
    async hit(address) {
      try {
        await limiter.consume(address);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
        };
      }
    },
  };
}
