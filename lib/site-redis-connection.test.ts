/** @jest-environment node */
import { createClient } from 'redis';
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';
import type { IncrementalCachedAppPageValue } from 'next/dist/server/response-cache/types';
import { pageContexts } from '@/test-support/next-cache';
import { startRedis, type TestRedis } from '@/test-support/redis';
import SiteCacheHandler from './cache/redis-cache-handler.mjs';
import { rateLimitFor } from './forms/rate-limits';
import { SOCKET_ADDRESS_HEADER } from './forms/socket-address';
import { redisState, siteRedisConnection } from './redis-connection.mjs';

// The process's own connection, as the site makes it from REDIS_URL, used by Next's cache
// handler (the class next.config.mjs names), the form rate limit and the health check.

let redis: TestRedis;

beforeAll(async () => {
  redis = await startRedis();
  process.env.REDIS_URL = redis.url;
  process.env.REDIS_KEY_PREFIX = 'site-test:';
  process.env.FORM_RATE_LIMIT_PER_MINUTE = '10';
});

afterAll(async () => {
  await siteRedisConnection()?.close();
  await redis.stop();
});

const from = (address: string) => new Headers({ [SOCKET_ADDRESS_HEADER]: address });
const handlerContext: CacheHandlerContext = { revalidatedTags: [], _requestHeaders: {} };

/** Redis's own view, from a client of the test's: the server's counts, not the site's. */
async function onTheServer<T>(read: (client: ReturnType<typeof createClient>) => Promise<T>) {
  const raw = createClient({ url: redis.url });
  await raw.connect();
  try {
    return await read(raw);
  } finally {
    raw.destroy();
  }
}

/** How many PINGs the server has answered since it started. */
const pingsAnswered = () =>
  onTheServer(async (client) => {
    const stats = await client.info('commandstats');
    return Number(/cmdstat_ping:calls=(\d+)/.exec(stats)?.[1] ?? 0);
  });

describe('the site’s Redis connection', () => {
  it('is one per process', () => {
    expect(siteRedisConnection()).not.toBeNull();
    expect(siteRedisConnection()).toBe(siteRedisConnection());
  });

  it('reports Redis as reachable while it answers', async () => {
    expect(await redisState()).toEqual({ kind: 'redis', reachable: true });
  });

  it('is where the form rate limit counts', async () => {
    const results = [];
    for (let post = 1; post <= 11; post += 1)
      results.push(await rateLimitFor('contact', from('203.0.113.5')));
    expect(results.map((result) => result.allowed)).toEqual([...Array(10).fill(true), false]);
    expect(await onTheServer((client) => client.get('rate-limit:contact:203.0.113.5'))).toBe('11');
  });

  it('is the one connection the cache handler, the rate limit and the health check share', async () => {
    const { pageGet, pageSet } = pageContexts('/one-connection/page');
    const handler = new SiteCacheHandler(handlerContext);
    const page = {
      kind: 'APP_PAGE' as IncrementalCachedAppPageValue['kind'],
      html: '<h1>One</h1>',
      rscData: Buffer.from('rsc'),
      status: 200,
      postponed: undefined,
      headers: {},
      segmentData: new Map(),
    };
    await handler.set('/one-connection', page, pageSet);
    expect((await handler.get('/one-connection', pageGet))?.value).toMatchObject({
      html: '<h1>One</h1>',
    });
    await rateLimitFor('callbacks', from('203.0.113.7'));
    await redisState();

    const others = await onTheServer(async (client) => {
      const own = await client.clientId();
      const list = await client.clientList();
      return list.filter((entry) => Number(entry.id) !== own);
    });
    expect(others).toHaveLength(1);
    expect(await onTheServer((client) => client.keys('site-test:cache:*'))).not.toHaveLength(0);
  });

  it('answers the health check with one PING', async () => {
    const before = await pingsAnswered();
    expect(await redisState()).toEqual({ kind: 'redis', reachable: true });
    // The test's own client sends none; node-redis's liveness ping comes every 5 s at most.
    expect((await pingsAnswered()) - before).toBe(1);
  });

  it('reports Redis as unreachable, within a second, once it stops; forms still answer', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await redis.stop();
    const started = Date.now();
    expect(await redisState()).toEqual({ kind: 'redis', reachable: false });
    expect(await rateLimitFor('contact', from('203.0.113.6'))).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    warn.mockRestore();
  });
});
