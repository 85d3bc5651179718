import {
  RLWrapperTimeouts,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { REDIS_TIMEOUT_MS, type AppRedisClient } from '../redis-client';

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
  redis?: AppRedisClient | null;
}

export interface AddressLimiter {
  hit(address: string): Promise<RateLimitResult>;
}

/**
 * Counts hits per address in fixed windows. With Redis, a hit Redis cannot count (down, not yet
 * connected, or slower than REDIS_TIMEOUT_MS) is counted in this process's memory
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
    ? new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({
          storeClient: redis,
          // node-redis v4+ (the `redis` package), not ioredis, which is the default.
          useRedisPackage: true,
          // Disconnected: straight to the insurance limiter, without a round trip to fail.
          rejectIfRedisNotReady: true,
          keyPrefix,
          points,
          duration: durationSeconds,
          insuranceLimiter: memory,
        }),
        // A server that hangs: the insurance limiter answers instead (the wrapper takes it over).
        timeoutMs: REDIS_TIMEOUT_MS,
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
