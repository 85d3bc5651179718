export type CacheState = { kind: 'memory' } | { kind: 'redis'; reachable: boolean };

export function cacheState(): Promise<CacheState>;
