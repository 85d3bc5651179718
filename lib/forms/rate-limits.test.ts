/** @jest-environment node */
import { redisState } from '../redis-connection.mjs';
import { createAddressLimiter } from './address-limiter';
import { TOO_MANY_REQUESTS_MESSAGE, rateLimitFor } from './rate-limits';
import { SOCKET_ADDRESS_HEADER } from './socket-address';

// Without REDIS_URL every count is this process's own. Set before the first rateLimitFor reads
// the environment (once per process).
process.env.REDIS_URL = '';
process.env.FORM_RATE_LIMIT_PER_MINUTE = '10';

const from = (address: string) => new Headers({ [SOCKET_ADDRESS_HEADER]: address });

async function hits(bucket: string, address: string, count: number) {
  const results = [];
  for (let index = 0; index < count; index += 1)
    results.push(await rateLimitFor(bucket, from(address)));
  return results;
}

describe('the form rate limit in memory', () => {
  it('allows 10 posts a minute from one address and refuses the 11th, saying how long to wait', async () => {
    const results = await hits('contact', '198.51.100.1', 11);
    expect(results.slice(0, 10)).toEqual(
      Array.from({ length: 10 }, () => ({ allowed: true, retryAfterSeconds: 0 })),
    );
    expect(results[10]!.allowed).toBe(false);
    expect(results[10]!.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(results[10]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('keeps a window per bucket and per address', async () => {
    await hits('callbacks', '198.51.100.2', 10);
    expect((await rateLimitFor('callbacks', from('198.51.100.2'))).allowed).toBe(false);
    expect((await rateLimitFor('appointments', from('198.51.100.2'))).allowed).toBe(true);
    expect((await rateLimitFor('callbacks', from('198.51.100.3'))).allowed).toBe(true);
  });

  it('opens a new window once the old one has passed', async () => {
    jest.useFakeTimers();
    try {
      const limiter = createAddressLimiter({ bucket: 'short', points: 2, durationSeconds: 1 });
      expect((await limiter.hit('a')).allowed).toBe(true);
      expect((await limiter.hit('a')).allowed).toBe(true);
      expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
      jest.advanceTimersByTime(1_100);
      expect((await limiter.hit('a')).allowed).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is reported as counting in memory', async () => {
    expect(await redisState()).toEqual({ kind: 'memory' });
  });

  it('keeps the message visitors see', () => {
    expect(TOO_MANY_REQUESTS_MESSAGE).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });
});
