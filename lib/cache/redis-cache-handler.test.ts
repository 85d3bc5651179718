/** @jest-environment node */
import { createClient } from 'redis';
import type { CacheHandler, CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';
import type {
  IncrementalCachedAppPageValue,
  CachedFetchValue,
  GetIncrementalFetchCacheContext,
} from 'next/dist/server/response-cache/types';
import { MAX_PROFILE, nextCache, pageContexts } from '../../test-support/next-cache';
import { startRedis, type TestRedis } from '../../test-support/redis';
import {
  createRedisCacheHandler,
  entryTtlSeconds,
  type RedisCacheHandlerClass,
} from './redis-cache-handler.mjs';

// Two handler classes over one Redis stand for two site instances: each has its own connection
// and its own local copy. Next's tags manifest is per process, so each test uses its own tags.

const TIMEOUT_MS = 300;
const handlerContext: CacheHandlerContext = { revalidatedTags: [], _requestHeaders: {} };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: TestRedis;
let prefixCount = 0;
const opened: RedisCacheHandlerClass[] = [];

function site(keyPrefix: string): RedisCacheHandlerClass {
  const Handler = createRedisCacheHandler({
    url: redis.url,
    keyPrefix,
    timeoutMs: TIMEOUT_MS,
    maxReconnectDelayMs: 100,
  });
  opened.push(Handler);
  return Handler;
}

function twoSites(): [RedisCacheHandlerClass, RedisCacheHandlerClass, string] {
  const prefix = `test${(prefixCount += 1)}:`;
  return [site(prefix), site(prefix), prefix];
}

function fetchValue(body: string): CachedFetchValue {
  return {
    kind: 'FETCH' as CachedFetchValue['kind'],
    data: {
      headers: { 'content-type': 'application/json' },
      body,
      url: 'https://api.example/doctors',
    },
    revalidate: 300,
  };
}

const fetchContext = (tags: string[]): GetIncrementalFetchCacheContext => ({
  kind: 'FETCH' as GetIncrementalFetchCacheContext['kind'],
  revalidate: 300,
  tags,
  softTags: ['_N_T_/layout', '_N_T_/doctors'],
});

function pageValue(tags: string[]): IncrementalCachedAppPageValue {
  return {
    kind: 'APP_PAGE' as IncrementalCachedAppPageValue['kind'],
    html: '<h1>Doctors</h1>',
    rscData: Buffer.from([0, 1, 2, 254, 255]),
    status: 200,
    postponed: undefined,
    headers: { 'x-next-cache-tags': tags.join(',') },
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  };
}

const { pageGet, pageSet } = pageContexts('/doctors/page');

beforeAll(async () => {
  redis = await startRedis();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((Handler) => Handler.close()));
});

afterAll(async () => {
  await redis?.stop();
});

describe('entryTtlSeconds', () => {
  it('keeps an entry for many revalidation windows, within an hour and a week', () => {
    expect(entryTtlSeconds(300)).toBe(2 * 60 * 60);
    expect(entryTtlSeconds(10)).toBe(60 * 60);
    expect(entryTtlSeconds(false)).toBe(7 * 24 * 60 * 60);
    expect(entryTtlSeconds(300, 600)).toBe(600);
  });
});

describe('redis cache handler', () => {
  it('stores an entry in Redis, with a lifetime, and reads it back whole', async () => {
    const [Handler, , prefix] = twoSites();
    const handler: CacheHandler = new Handler(handlerContext);
    const value = pageValue(['page-a']);
    await handler.set('/doctors', value, { cacheControl: { revalidate: 300, expire: 3600 } });

    const entry = await handler.get('/doctors', pageGet);
    expect(entry?.value).toEqual(value);
    expect(entry?.cacheControl).toEqual({ revalidate: 300, expire: 3600 });
    expect(Date.now() - (entry?.lastModified ?? 0)).toBeLessThan(5_000);

    const raw = createClient({ url: redis.url });
    await raw.connect();
    try {
      const keys = await raw.keys(`${prefix}cache:*`);
      expect(keys).toHaveLength(1);
      expect(await raw.ttl(keys[0]!)).toBeGreaterThan(3000);
    } finally {
      raw.destroy();
    }
  });

  it('shares entries between instances', async () => {
    const [SiteA, SiteB] = twoSites();
    await new SiteA(handlerContext).set('fetch-key', fetchValue('{"doctors":[1]}'), {
      fetchCache: true,
      tags: ['shared-doctors'],
    });
    const entry = await new SiteB(handlerContext).get(
      'fetch-key',
      fetchContext(['shared-doctors']),
    );
    expect(entry?.value).toEqual(fetchValue('{"doctors":[1]}'));
  });

  it("makes another instance's fetch entry stale on revalidateTag(tag, 'max'), and gone on an immediate expiry", async () => {
    const [SiteA, SiteB] = twoSites();
    const context = fetchContext(['fetch-doctors']);
    await nextCache(SiteA).set('doctors-fetch', fetchValue('old'), {
      fetchCache: true,
      tags: ['fetch-doctors'],
    });
    expect(await nextCache(SiteB).get('doctors-fetch', context)).toMatchObject({ isStale: false });

    await delay(5);
    await nextCache(SiteA).revalidateTag(['fetch-doctors'], MAX_PROFILE);
    const stale = await nextCache(SiteB).get('doctors-fetch', context);
    expect(stale).toMatchObject({ isStale: true, value: { data: { body: 'old' } } });

    await delay(5);
    await nextCache(SiteA).revalidateTag(['fetch-doctors']);
    await delay(5);
    expect(await nextCache(SiteB).get('doctors-fetch', context)).toBeNull();

    // The refetched answer, written after the revalidation, is fresh again.
    await nextCache(SiteB).set('doctors-fetch', fetchValue('new'), {
      fetchCache: true,
      tags: ['fetch-doctors'],
    });
    expect(await nextCache(SiteA).get('doctors-fetch', context)).toMatchObject({
      isStale: false,
      value: { data: { body: 'new' } },
    });
  });

  it("serves another instance's page stale after revalidateTag(tag, 'max') and renders it again after an immediate expiry", async () => {
    const [SiteA, SiteB] = twoSites();
    await nextCache(SiteA).set('/doctors', pageValue(['page-doctors', '_N_T_/doctors']), pageSet);
    expect(await nextCache(SiteB).get('/doctors', pageGet)).toMatchObject({ isStale: undefined });

    await delay(5);
    await nextCache(SiteA).revalidateTag('page-doctors', MAX_PROFILE);
    expect(await nextCache(SiteB).get('/doctors', pageGet)).toMatchObject({
      isStale: true,
      value: { kind: 'APP_PAGE' },
    });

    await delay(5);
    await nextCache(SiteA).revalidateTag('page-doctors');
    await delay(5);
    expect(await nextCache(SiteB).get('/doctors', pageGet)).toBeNull();
  });

  it('answers from its own copy while Redis is down, never throws, and uses Redis again once it is back', async () => {
    const [SiteA, SiteB, prefix] = twoSites();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const a: CacheHandler = new SiteA(handlerContext);
      const value = pageValue(['outage-page']);
      await a.set('/contact-us', value, pageSet);
      await new SiteB(handlerContext).get('/contact-us', pageGet);

      await redis.stop();
      for (let request = 0; request < 5; request += 1) {
        const started = Date.now();
        const entry = await new SiteA(handlerContext).get('/contact-us', pageGet);
        expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 100);
        expect(entry?.value).toEqual(value);
      }
      // B read the page once before the outage: its copy answers too.
      expect((await new SiteB(handlerContext).get('/contact-us', pageGet))?.value).toEqual(value);

      const started = Date.now();
      await expect(a.set('/doctors', pageValue(['outage-page']), pageSet)).resolves.toBeUndefined();
      await expect(a.revalidateTag('outage-page', MAX_PROFILE)).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(2 * TIMEOUT_MS);
      expect((await a.get('/doctors', pageGet))?.value).toEqual(pageValue(['outage-page']));

      const outageLogs = warn.mock.calls.filter(([line]) => String(line).includes('unreachable'));
      // One line per instance, whatever the number of requests, and never the address.
      expect(outageLogs).toHaveLength(2);
      expect(outageLogs.join('\n')).not.toContain(String(redis.port));

      redis = await startRedis({ port: redis.port });
      await new SiteB(handlerContext).set('/after', pageValue(['after-page']), pageSet);
      let seenByA = null;
      for (let attempt = 0; attempt < 40 && !seenByA; attempt += 1) {
        seenByA = await new SiteA(handlerContext).get('/after', pageGet);
        if (!seenByA) {
          await new SiteB(handlerContext).set('/after', pageValue(['after-page']), pageSet);
          await delay(100);
        }
      }
      expect(seenByA?.value).toEqual(pageValue(['after-page']));

      // The revalidation A took during the outage reached Redis once it was back.
      const raw = createClient({ url: redis.url });
      await raw.connect();
      try {
        expect(await raw.hGet(`${prefix}cache-tags`, 'stale:outage-page')).toMatch(/^\d+$/);
      } finally {
        raw.destroy();
      }
    } finally {
      warn.mockRestore();
      info.mockRestore();
    }
  });

  it('drops its own copy when Redis comes back, and reads Redis again rather than trust it', async () => {
    const [SiteA, SiteB] = twoSites();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const a: CacheHandler = new SiteA(handlerContext);
      await a.set('/doctor/x', pageValue(['dropped-page']), pageSet);
      await a.set('/kept', pageValue(['dropped-page']), pageSet);
      await redis.stop();
      // During the outage A answers from its copy.
      expect((await new SiteA(handlerContext).get('/doctor/x', pageGet))?.value).toBeTruthy();

      redis = await startRedis({ port: redis.port });
      // Meanwhile another instance made the page afresh.
      const fresh = { ...pageValue(['dropped-page']), html: '<h1>Renamed</h1>' };
      for (let attempt = 0; attempt < 50; attempt += 1) {
        await new SiteB(handlerContext).set('/doctor/x', fresh, pageSet);
        const seen = await new SiteA(handlerContext).get('/doctor/x', pageGet);
        if ((seen?.value as { html?: string } | undefined)?.html === fresh.html) break;
        await delay(100);
      }
      expect((await new SiteA(handlerContext).get('/doctor/x', pageGet))?.value).toEqual(fresh);

      // What A kept from before the outage is gone: a second outage finds only what A read after
      // Redis came back.
      await redis.stop();
      expect(await new SiteA(handlerContext).get('/kept', pageGet)).toBeNull();
      expect((await new SiteA(handlerContext).get('/doctor/x', pageGet))?.value).toEqual(fresh);
      redis = await startRedis({ port: redis.port });
    } finally {
      warn.mockRestore();
      info.mockRestore();
    }
  });
});
