import type { CacheHandler } from 'next/dist/server/lib/incremental-cache';

/** Whether the entry under Next's cache key is written to disk as well as kept in memory. */
export function keptOnDisk(key: string, serverDistDir: string): boolean;

declare const LocalCacheHandler: typeof CacheHandler;
export default LocalCacheHandler;
