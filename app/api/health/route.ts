import { NextResponse } from 'next/server';
import { cacheState } from '@/lib/cache/cache-state.mjs';
import { errorSummary } from '@/lib/error-summary';
import { upstreamState } from '@/lib/hospital-api/upstream-state';
import { GET_ONLY } from '@/lib/method-not-allowed';
import { redisState } from '@/lib/redis-client';
import { settleWithin } from '@/lib/settle-within';
import { needsAttention, outboxStatus, type OutboxStatus } from '@/lib/submissions/server';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };
/** Each check's limit; they run side by side, so the answer takes at most this long. */
const CHECK_TIMEOUT_MS = 1_000;
// Only a Redis or an upstream can be too slow: memory and the embedded catalogue answer at once.
const REDIS_NOT_ANSWERING = { kind: 'redis', reachable: false } as const;
const UPSTREAM_NOT_ANSWERING = { kind: 'http', reachable: false } as const;

/** The outbox's counts, or null (logged) when the store fails or does not answer in time. */
async function readOutbox(): Promise<OutboxStatus | null> {
  const status = await settleWithin<OutboxStatus | null | 'late'>(
    outboxStatus().catch((error: unknown) => {
      console.error(`[health] the submissions store cannot be read (${errorSummary(error)})`);
      return null;
    }),
    CHECK_TIMEOUT_MS,
    'late',
  );
  if (status !== 'late') return status;
  console.error(`[health] the submissions store did not answer within ${CHECK_TIMEOUT_MS} ms`);
  return null;
}

/**
 * For monitoring: whether visitors' requests can be stored, how the outbox to the hospital API
 * stands (counts and the oldest wait; no visitor's data), and where the cache and the rate limit
 * live and whether the upstream API answers (kinds and reachability; no address). 503 only when
 * the store cannot be reached: without Redis or the upstream, pages are still served, so a load
 * balancer must keep sending visitors here. Otherwise 200, with `status: "degraded"` when Redis
 * or the upstream does not answer, else `"attention"` when a request is dead or has waited over
 * 30 minutes, else `"ok"`.
 */
export async function GET() {
  const [submissions, cache, rateLimit, upstream] = await Promise.all([
    readOutbox(),
    settleWithin(cacheState, CHECK_TIMEOUT_MS, REDIS_NOT_ANSWERING),
    settleWithin(redisState, CHECK_TIMEOUT_MS, REDIS_NOT_ANSWERING),
    settleWithin(() => upstreamState(), CHECK_TIMEOUT_MS, UPSTREAM_NOT_ANSWERING),
  ]);
  const parts = { cache, rateLimit, upstream };
  if (!submissions)
    return NextResponse.json(
      {
        status: 'unavailable',
        errorMessage: 'The submissions store cannot be reached',
        ...parts,
      },
      { status: 503, headers: NO_STORE },
    );
  const degraded = Object.values(parts).some((part) => 'reachable' in part && !part.reachable);
  const status = degraded ? 'degraded' : needsAttention(submissions) ? 'attention' : 'ok';
  return NextResponse.json({ status, submissions, ...parts }, { headers: NO_STORE });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = GET_ONLY;
