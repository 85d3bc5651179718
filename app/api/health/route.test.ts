/** @jest-environment node */
import { upstreamState } from '@/lib/hospital-api/upstream-state';
import { redisState } from '@/lib/redis-connection.mjs';
import { NextRequest } from 'next/server';
import { SOCKET_ADDRESS_HEADER } from '@/lib/forms/socket-address';
import { needsAttention, outboxStatus } from '@/lib/submissions/server';
import { GET } from './route';

jest.mock('@/lib/submissions/server', () => ({
  outboxStatus: jest.fn(),
  needsAttention: jest.fn(),
}));
jest.mock('@/lib/redis-connection.mjs', () => ({ redisState: jest.fn() }));
jest.mock('@/lib/hospital-api/upstream-state', () => ({ upstreamState: jest.fn() }));

const outbox = {
  pending: 0,
  dead: 0,
  delivered: 3,
  local: 0,
  review: 0,
  oldestPendingSeconds: null,
};
const never = () => new Promise<never>(() => {});

beforeEach(() => {
  jest.mocked(outboxStatus).mockResolvedValue(outbox);
  jest.mocked(needsAttention).mockReturnValue(false);
  jest.mocked(redisState).mockResolvedValue({ kind: 'memory' });
  jest.mocked(upstreamState).mockResolvedValue({ kind: 'embedded' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

const SECRET = 'health-test-secret-0123456789';

/** A check from this machine, with no proxy in front: the details come with it. */
const LOCAL = { [SOCKET_ADDRESS_HEADER]: '127.0.0.1' };

async function health(headers: Record<string, string> = LOCAL) {
  const response = await GET(new NextRequest('http://localhost/api/health', { headers }));
  expect(response.headers.get('cache-control')).toBe('no-store');
  return { status: response.status, body: await response.json() };
}

const mockEnv: { REVALIDATE_SECRET?: string; TRUST_PROXY_HOPS: number } = { TRUST_PROXY_HOPS: 0 };
jest.mock('@/lib/env', () => ({ env: () => mockEnv }));
afterEach(() => {
  delete mockEnv.REVALIDATE_SECRET;
  mockEnv.TRUST_PROXY_HOPS = 0;
});

describe('GET /api/health', () => {
  it('reports the outbox, the cache, the rate limit and the upstream', async () => {
    expect(await health()).toEqual({
      status: 200,
      body: {
        status: 'ok',
        submissions: outbox,
        cache: { kind: 'memory' },
        rateLimit: { kind: 'memory' },
        upstream: { kind: 'embedded' },
      },
    });
  });

  it('asks Redis once for the cache and the rate limit, which share its one connection', async () => {
    jest.mocked(redisState).mockClear();
    await health();
    expect(redisState).toHaveBeenCalledTimes(1);
  });

  it('says "ok" while Redis and the upstream answer, and "attention" when the outbox needs it', async () => {
    jest.mocked(redisState).mockResolvedValue({ kind: 'redis', reachable: true });
    jest.mocked(upstreamState).mockResolvedValue({ kind: 'http', reachable: true, status: 200 });
    expect((await health()).body).toMatchObject({
      status: 'ok',
      cache: { kind: 'redis', reachable: true },
      rateLimit: { kind: 'redis', reachable: true },
      upstream: { kind: 'http', reachable: true, status: 200 },
    });
    jest.mocked(needsAttention).mockReturnValue(true);
    expect(await health()).toMatchObject({ status: 200, body: { status: 'attention' } });
  });

  it.each([
    [
      'Redis (the cache and the rate limit)',
      () => jest.mocked(redisState).mockResolvedValue({ kind: 'redis', reachable: false }),
    ],
    [
      'the upstream',
      () =>
        jest
          .mocked(upstreamState)
          .mockResolvedValue({ kind: 'http', reachable: false, status: 503 }),
    ],
  ])('stays 200 but says "degraded" when %s does not answer', async (_what, breakIt) => {
    breakIt();
    jest.mocked(needsAttention).mockReturnValue(true);
    expect(await health()).toMatchObject({ status: 200, body: { status: 'degraded' } });
  });

  it('is 503 only when the store cannot be read, and still says how the rest stands', async () => {
    jest
      .mocked(outboxStatus)
      .mockRejectedValue(new Error('connect ECONNREFUSED postgres://secret'));
    jest.mocked(redisState).mockResolvedValue({ kind: 'redis', reachable: false });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body).toEqual({
      status: 'unavailable',
      errorMessage: 'The submissions store cannot be reached',
      cache: { kind: 'redis', reachable: false },
      rateLimit: { kind: 'redis', reachable: false },
      upstream: { kind: 'embedded' },
    });
    expect(JSON.stringify(jest.mocked(console.error).mock.calls)).not.toContain('secret');
  });

  it('answers within about a second when the checks hang, counting them as not answering', async () => {
    jest.mocked(redisState).mockImplementation(never);
    jest.mocked(upstreamState).mockImplementation(never);
    let started = Date.now();
    expect(await health()).toEqual({
      status: 200,
      body: {
        status: 'degraded',
        submissions: outbox,
        cache: { kind: 'redis', reachable: false },
        rateLimit: { kind: 'redis', reachable: false },
        upstream: { kind: 'http', reachable: false },
      },
    });
    expect(Date.now() - started).toBeLessThan(1_500);

    jest.mocked(outboxStatus).mockImplementation(never);
    started = Date.now();
    expect((await health()).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  describe('to anyone else', () => {
    const visitor = { [SOCKET_ADDRESS_HEADER]: '203.0.113.9' };

    it('says only "up" or "degraded", and 503 when requests cannot be stored', async () => {
      jest.mocked(needsAttention).mockReturnValue(true);
      expect(await health(visitor)).toEqual({ status: 200, body: { status: 'up' } });
      jest.mocked(redisState).mockResolvedValue({ kind: 'redis', reachable: false });
      expect(await health(visitor)).toEqual({ status: 200, body: { status: 'degraded' } });
      jest.mocked(outboxStatus).mockRejectedValue(new Error('down'));
      expect(await health(visitor)).toEqual({ status: 503, body: { status: 'degraded' } });
    });

    it('gives the details with the revalidation secret', async () => {
      mockEnv.REVALIDATE_SECRET = SECRET;
      expect((await health({ ...visitor, authorization: `Bearer ${SECRET}` })).body).toMatchObject({
        status: 'ok',
        submissions: outbox,
      });
      expect((await health({ ...visitor, authorization: `Bearer ${SECRET}x` })).body).toEqual({
        status: 'up',
      });
    });

    it('counts a loopback socket as this machine only when no proxy stands in front', async () => {
      mockEnv.TRUST_PROXY_HOPS = 1;
      expect((await health(LOCAL)).body).toEqual({ status: 'up' });
      mockEnv.TRUST_PROXY_HOPS = 0;
      expect((await health({ [SOCKET_ADDRESS_HEADER]: '::1' })).body).toMatchObject({
        submissions: outbox,
      });
    });
  });
});
