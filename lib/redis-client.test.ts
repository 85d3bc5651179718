/** @jest-environment node */
import { startRedis, type TestRedis } from '@/test-support/redis';
import { rateLimitFor } from './forms/rate-limits';
import { SOCKET_ADDRESS_HEADER } from './forms/socket-address';
import { redisClient, redisState } from './redis-client';

// The process's own client, as the site makes it from REDIS_URL (read once per process).

let redis: TestRedis;

beforeAll(async () => {
  redis = await startRedis();
  process.env.REDIS_URL = redis.url;
  process.env.FORM_RATE_LIMIT_PER_MINUTE = '10';
});

afterAll(async () => {
  (await redisClient())?.destroy();
  await redis.stop();
});

const from = (address: string) => new Headers({ [SOCKET_ADDRESS_HEADER]: address });

describe('the site’s Redis client', () => {
  it('is one per process', async () => {
    expect(await redisClient()).toBe(await redisClient());
  });

  it('reports Redis as reachable while it answers', async () => {
    expect(await redisState()).toEqual({ kind: 'redis', reachable: true });
  });

  it('is where the form rate limit counts', async () => {
    const results = [];
    for (let post = 1; post <= 11; post += 1)
      results.push(await rateLimitFor('contact', from('203.0.113.5')));
    expect(results.map((result) => result.allowed)).toEqual([...Array(10).fill(true), false]);
    const client = (await redisClient())!;
    expect(await client.get('rate-limit:contact:203.0.113.5')).toBe('11');
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
