/** @jest-environment node */
import { createClient } from 'redis';
import { createRedisConnection, type RedisConnection } from '../redis-connection.mjs';
import { startRedis, type TestRedis } from '../../test-support/redis';
import { areTagsExpired, expireTagsNow, tagsKeyOf } from './tag-revalidations.mjs';

// Next's tags manifest is per process, so each test expires tags of its own.

let redis: TestRedis;
const opened: RedisConnection[] = [];
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function connect(url: string): RedisConnection {
  const connection = createRedisConnection(url, { timeoutMs: 300, quiet: true });
  opened.push(connection);
  return connection;
}

async function sharedFields(keyPrefix: string): Promise<Record<string, string>> {
  const raw = createClient({ url: redis.url });
  await raw.connect();
  try {
    return await raw.hGetAll(tagsKeyOf(keyPrefix));
  } finally {
    raw.destroy();
  }
}

beforeAll(async () => {
  redis = await startRedis();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((connection) => connection.close()));
});

afterAll(async () => {
  await redis?.stop();
});

describe('expireTagsNow', () => {
  it('has the expiry in the shared hash by the time it resolves, for every other instance', async () => {
    const keyPrefix = 'expire-now-1:';
    const writtenBefore = Date.now();
    await delay(5);

    await expireTagsNow(['now-doctors', 'now-blogs'], {
      connection: connect(redis.url),
      keyPrefix,
    });

    const fields = await sharedFields(keyPrefix);
    for (const tag of ['now-doctors', 'now-blogs']) {
      const expired = Number(fields[`expired:${tag}`]);
      expect(expired).toBeGreaterThan(writtenBefore);
      expect(expired).toBeLessThanOrEqual(Date.now());
    }
    // This instance does not wait for a read of Redis to honour it.
    expect(areTagsExpired(['now-doctors'], writtenBefore)).toBe(true);
  });

  it('expires the tags on this instance when there is no shared cache', async () => {
    const writtenBefore = Date.now();
    await delay(5);
    await expireTagsNow(['alone-doctors'], { connection: null, keyPrefix: 'unused:' });
    expect(areTagsExpired(['alone-doctors'], writtenBefore)).toBe(true);
    expect(areTagsExpired(['alone-specialities'], writtenBefore)).toBe(false);
  });

  it('answers while Redis is down, having expired the tags here', async () => {
    const writtenBefore = Date.now();
    await delay(5);
    // A port nothing listens on.
    const unreachable = connect('redis://127.0.0.1:1');
    await expect(
      expireTagsNow(['down-doctors'], { connection: unreachable, keyPrefix: 'down:' }),
    ).resolves.toBeUndefined();
    expect(areTagsExpired(['down-doctors'], writtenBefore)).toBe(true);
  });
});
