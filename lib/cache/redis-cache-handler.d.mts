import type { CacheHandler } from 'next/dist/server/lib/incremental-cache';

export interface RedisCacheStoreOptions {
  /** redis:// or rediss://; without it the cache lives in this instance's memory only. */
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
/** What the health check reads of a cache store. */
export interface CacheStoreState {
  state(): { kind: 'memory' } | { kind: 'redis'; reachable: boolean };
}

export function createRedisCacheHandler(
  options: RedisCacheStoreOptions | (() => RedisCacheStoreOptions),
  hooks?: { onStore?: (store: CacheStoreState) => void },
): RedisCacheHandlerClass;

declare const RedisCacheHandler: RedisCacheHandlerClass;
export default RedisCacheHandler;
