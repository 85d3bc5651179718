import { clientAddress } from './client-address';
import { createRateLimiter } from './rate-limit';
import { SOCKET_ADDRESS_HEADER } from './socket-address';

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

  it('forgets expired windows as it goes and never tracks more than its cap', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 100, now: () => time });
    for (let index = 0; index < 1000; index += 1)
      limiter.hit(`10.0.${Math.floor(index / 250)}.${index % 250}`);
    expect(limiter.size).toBe(100);
    time = 1000;
    limiter.hit('fresh');
    expect(limiter.size).toBe(1);
  });

  it('keeps counting an address whose window is still open while others come and go', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => time });
    limiter.hit('patient');
    for (let step = 1; step <= 9; step += 1) {
      time = step * 100;
      limiter.hit(`other-${step}`);
    }
    expect(limiter.hit('patient').allowed).toBe(true);
    expect(limiter.hit('patient').allowed).toBe(false);
  });
});

describe('the client address', () => {
  const headers = (forwarded?: string) =>
    new Headers({
      [SOCKET_ADDRESS_HEADER]: '198.51.100.7',
      ...(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }),
    });

  it('is the socket when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(headers(), 0)).toBe('198.51.100.7');
    expect(clientAddress(headers('203.0.113.9'), 0)).toBe('198.51.100.7');
    expect(clientAddress(headers('1.1.1.1, 203.0.113.9'), 0)).toBe('198.51.100.7');
  });

  it('is the entry the trusted proxies wrote, counted from the right', () => {
    // The visitor forged the first entry; the one proxy appended the address it saw.
    expect(clientAddress(headers('1.1.1.1, 203.0.113.9'), 1)).toBe('203.0.113.9');
    // Two proxies: a CDN wrote the visitor, the load balancer wrote the CDN.
    expect(clientAddress(headers('1.1.1.1, 203.0.113.9, 192.0.2.10'), 2)).toBe('203.0.113.9');
    // Fewer entries than hops: the leftmost there is.
    expect(clientAddress(headers('203.0.113.9'), 3)).toBe('203.0.113.9');
  });

  it('is never empty', () => {
    expect(clientAddress(new Headers(), 0)).toBe('unknown');
  });
});
