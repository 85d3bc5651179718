import { createRateLimiter } from './rate-limit';

describe('rate limit per address', () => {
  it('allows up to the limit in a window, then says how long to wait', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => time });
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    time = 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b').allowed).toBe(true);
    time = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
