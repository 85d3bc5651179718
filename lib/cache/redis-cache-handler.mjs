// Next's incremental cache (ISR pages, route handlers and the fetch cache) in Redis, shared by
// every site instance. next.config.mjs names this file as `cacheHandler` when REDIS_URL is set;
// Next imports it at run time, unbundled, and constructs the class for every request.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteRedisConnection } from '../redis-connection.mjs';
import { IMAGE_KIND, imagesOfBuild } from './images-of-build.mjs';
import { createRedisCacheStore } from './redis-cache-store.mjs';
import { areTagsExpired, revalidationFields, siteCacheKeyPrefix } from './tag-revalidations.mjs';

const TAGS_HEADER = 'x-next-cache-tags';
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

const HOUR_SECONDS = 3_600;
const TTL_FLOOR_SECONDS = HOUR_SECONDS;
const TTL_CAP_SECONDS = 7 * 24 * HOUR_SECONDS;
const TTL_REVALIDATE_FACTOR = 24;

/**
 * How long Redis keeps an entry: many revalidation windows (a stale entry is still served while
 * the next render runs, and kept when that render fails), no longer than its `expire` (after
 * which Next renders again before answering) and never more than a week.
 */
export function entryTtlSeconds(revalidate, expire) {
  let ttl =
    typeof revalidate === 'number' && revalidate > 0
      ? Math.min(TTL_CAP_SECONDS, Math.max(TTL_FLOOR_SECONDS, revalidate * TTL_REVALIDATE_FACTOR))
      : TTL_CAP_SECONDS;
  if (typeof expire === 'number' && expire > 0) ttl = Math.min(ttl, expire);
  return Math.max(1, Math.ceil(ttl));
}

const buildIds = new Map();

/**
 * Pages and route answers are kept per build: a page holds the addresses of its build's scripts,
 * which the next deploy no longer serves. Fetched data is shared by every build, as Next keeps
 * its fetch cache across deploys; so are tag revalidations.
 */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'no-build';
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || 'no-build';
    } catch {
      id = 'no-build';
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

/** FileSystemCache's rule: an entry is gone once a tag it carries expired after it was written. */
function expiredByTags(record, ctx, revalidatedTags) {
  const { value, lastModified } = record;
  if (value && RESPONSE_KINDS.has(value.kind)) {
    const header = value.headers?.[TAGS_HEADER];
    return typeof header === 'string' && areTagsExpired(header.split(','), lastModified);
  }
  if (value?.kind === 'FETCH') {
    const tags = ctx?.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    return tags.some((tag) => revalidatedTags.includes(tag)) || areTagsExpired(tags, lastModified);
  }
  return false;
}

/**
 * A cache handler class over its own store. `options` (or a function returning them, called at
 * the first construction) are those of createRedisCacheStore; without `connection` or `url` it
 * keeps entries in this instance's memory only.
 */
export function createRedisCacheHandler(options) {
  let store;
  const storeOf = () => {
    store ??= createRedisCacheStore(typeof options === 'function' ? options() : options);
    return store;
  };

  return class RedisCacheHandler {
    /** Closes the store's own Redis connection (tests; a server simply exits). */
    static async close() {
      await store?.close();
      store = undefined;
    }

    constructor(ctx = {}) {
      this.store = storeOf();
      // Optimised images stay on this host's disk: large, and each instance makes its own once.
      this.images = imagesOfBuild(ctx.serverDistDir);
      this.fetchNamespace = `${this.store.keyPrefix}cache:fetch:`;
      this.pageNamespace = `${this.store.keyPrefix}cache:${buildIdOf(ctx.serverDistDir)}:`;
      // Set only in minimal mode, from a request header; honoured as FileSystemCache does.
      this.revalidatedTags = ctx.revalidatedTags ?? [];
    }

    async get(key, ctx) {
      if (ctx?.kind === IMAGE_KIND) return this.images.get(key);
      const namespace = ctx?.kind === 'FETCH' ? this.fetchNamespace : this.pageNamespace;
      const record = await this.store.read(namespace + key);
      if (!record || expiredByTags(record, ctx, this.revalidatedTags)) return null;
      const { lastModified, value, cacheControl } = record;
      return cacheControl ? { lastModified, value, cacheControl } : { lastModified, value };
    }

    async set(key, data, ctx = {}) {
      if (ctx.kind === IMAGE_KIND) return this.images.set(key, data);
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      const revalidate = ctx.fetchCache ? data?.revalidate : cacheControl?.revalidate;
      await this.store.write(
        (ctx.fetchCache ? this.fetchNamespace : this.pageNamespace) + key,
        { lastModified: Date.now(), value: data, ...(cacheControl ? { cacheControl } : {}) },
        entryTtlSeconds(revalidate, cacheControl?.expire),
      );
    }

    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length === 0) return;
      await this.store.revalidate(revalidationFields(list, durations));
    }

    resetRequestCache() {}
  };
}

export default createRedisCacheHandler(() => {
  const connection = siteRedisConnection();
  if (!connection) {
    console.warn("[cache] REDIS_URL is unset; the cache lives in this instance's memory only");
  }
  return { connection, keyPrefix: siteCacheKeyPrefix() };
});
