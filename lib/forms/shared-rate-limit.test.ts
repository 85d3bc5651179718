/** @jest-environment node */
import { startRedis, type TestRedis } from '@/test-support/redis';
import {
  REDIS_CALL_TIMEOUT_MS,
  createRedisConnection,
  type RedisConnection,
} from '../redis-connection.mjs';
import { createAddressLimiter } from './address-limiter';

// Two site instances as production runs them: each its own Redis connection and its own limiters,
// counting in one real Redis.

let redis: TestRedis;
const connections: RedisConnection[] = [];

async function siteInstance() {
  const connection = createRedisConnection(redis.url);
  await connection.run((client) => client.ping());
  connections.push(connection);
  const limiter = (bucket: string) =>
    createAddressLimiter({ bucket, points: 10, durationSeconds: 60, redis: connection });
  return { contact: limiter('contact'), callbacks: limiter('callbacks') };
}

let first: Awaited<ReturnType<typeof siteInstance>>;
let second: Awaited<ReturnType<typeof siteInstance>>;
let warn: jest.SpyInstance;
let info: jest.SpyInstance;

beforeAll(async () => {
  redis = await startRedis();
  first = await siteInstance();
  second = await siteInstance();
});

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  for (const connection of connections) await connection.close();
  await redis.stop();
});

const redisLines = (spy: jest.SpyInstance) =>
  spy.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('[redis]'));

describe('the form rate limit shared through Redis', () => {
  it('counts one address across instances: the 11th post, wherever it lands, is refused', async () => {
    const results = [];
    for (let post = 1; post <= 11; post += 1)
      results.push(await (post % 2 ? first : second).contact.hit('198.51.100.20'));
    expect(results.slice(0, 10).every((result) => result.allowed)).toBe(true);
    expect(results[10]!.allowed).toBe(false);
    expect(results[10]!.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(results[10]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await first.contact.hit('198.51.100.20')).allowed).toBe(false);
  });

  it('keeps the windows of each bucket and each address apart', async () => {
    for (let post = 1; post <= 10; post += 1) await first.callbacks.hit('198.51.100.21');
    expect((await second.callbacks.hit('198.51.100.21')).allowed).toBe(false);
    expect((await second.contact.hit('198.51.100.21')).allowed).toBe(true);
    expect((await second.callbacks.hit('198.51.100.22')).allowed).toBe(true);
  });

  it('with Redis stopped, answers at once from each instance’s memory and logs the outage once', async () => {
    await redis.stop();
    const timings: number[] = [];
    const results = [];
    for (let post = 1; post <= 11; post += 1) {
      const started = Date.now();
      results.push(await first.contact.hit('198.51.100.23'));
      timings.push(Date.now() - started);
    }
    // Reconnection attempts fail meanwhile; none of them is logged again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await second.contact.hit('198.51.100.23')).allowed).toBe(true);

    expect(Math.max(...timings)).toBeLessThan(REDIS_CALL_TIMEOUT_MS + 250);
    expect(results.slice(0, 10).every((result) => result.allowed)).toBe(true);
    expect(results[10]).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    const lines = redisLines(warn);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatch(/unreachable/);
      expect(line).not.toContain(String(redis.port));
      expect(line).not.toContain('redis://');
    }
  });

  it('counts in Redis again once it is back', async () => {
    redis = await startRedis({ port: redis.port });
    const deadline = Date.now() + 15_000;
    const allReachable = () => connections.every((connection) => connection.state().reachable);
    while (!allReachable() && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(allReachable()).toBe(true);
    expect(redisLines(info)).toEqual(['[redis] reachable again', '[redis] reachable again']);

    for (let post = 1; post <= 10; post += 1)
      await (post % 2 ? first : second).contact.hit('198.51.100.24');
    expect((await second.contact.hit('198.51.100.24')).allowed).toBe(false);
  }, 20_000);
});
