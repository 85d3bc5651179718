import type { CacheHandler } from 'next/dist/server/lib/incremental-cache';

declare const LocalCacheHandler: typeof CacheHandler;
export default LocalCacheHandler;
