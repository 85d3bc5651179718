import { IncrementalCache, type CacheHandler } from 'next/dist/server/lib/incremental-cache';
import type {
  GetIncrementalResponseCacheContext,
  SetIncrementalResponseCacheContext,
} from 'next/dist/server/response-cache/types';

type IncrementalCacheOptions = ConstructorParameters<typeof IncrementalCache>[0];

/** An entry's longest life, as Next gives a page whose revalidation has no expiry of its own. */
export const MAX_PROFILE = { expire: 365 * 24 * 60 * 60 };

/**
 * Next's own incremental cache over a handler class, as `next start` builds one per request;
 * `options` adds what a handler needs of Next (its file system, its build folder).
 */
export function nextCache(
  Handler: typeof CacheHandler,
  options: Partial<IncrementalCacheOptions> = {},
): IncrementalCache {
  const preview = {
    previewModeId: 'test',
    previewModeSigningKey: 'test',
    previewModeEncryptionKey: 'test',
  };
  return new IncrementalCache({
    dev: false,
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    previewProps: preview,
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview,
    } as unknown as IncrementalCacheOptions['prerenderManifest'],
    CurCacheHandler: Handler,
    ...options,
  });
}

/** What Next passes with a page it reads from and writes to the cache, for one source route. */
export function pageContexts(sourceRoute: string): {
  pageGet: GetIncrementalResponseCacheContext;
  pageSet: SetIncrementalResponseCacheContext;
} {
  const route = { kind: 'APP_PAGE', sourceRoute } as GetIncrementalResponseCacheContext['route'];
  return {
    pageGet: {
      kind: 'APP_PAGE' as GetIncrementalResponseCacheContext['kind'],
      isFallback: false,
      isRoutePPREnabled: false,
      route,
    },
    pageSet: {
      cacheControl: { revalidate: 300, expire: MAX_PROFILE.expire },
      isFallback: false,
      isRoutePPREnabled: false,
      route,
    },
  };
}
