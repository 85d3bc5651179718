import type { CacheHandler } from 'next/dist/server/lib/incremental-cache';
import type { RedisConnection } from '../redis-connection.mjs';

export interface RedisCacheStoreOptions {
  /** The process's connection (siteRedisConnection()); the store leaves it open on close. */
  connection?: RedisConnection | null;
  /** Without `connection`: redis:// or rediss:// for a connection of the store's own. Neither:
   * the cache lives in this instance's memory only. */
  url?: string;
  /** Before every key this cache writes; 'ahs:' unless given. */
  keyPrefix?: string;
  /** Longest wait for one Redis call, in milliseconds. */
  timeoutMs?: number;
  /** Longest pause between reconnection attempts, in milliseconds. */
  maxReconnectDelayMs?: number;
  /** Bounds of this instance's own copy. */
  localEntries?: number;
  localBytes?: number;
}

/** The class Next constructs per request, plus a way to close its connection. */
export type RedisCacheHandlerClass = typeof CacheHandler & { close(): Promise<void> };

export function entryTtlSeconds(revalidate: number | false | undefined, expire?: number): number;

export function createRedisCacheHandler(
  options: RedisCacheStoreOptions | (() => RedisCacheStoreOptions),
): RedisCacheHandlerClass;

declare const RedisCacheHandler: RedisCacheHandlerClass;
export default RedisCacheHandler;
