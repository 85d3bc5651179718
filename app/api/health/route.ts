import { NextResponse, type NextRequest } from 'next/server';
import { errorSummary } from '@/lib/error-summary';
import { mayReadHealthDetails } from '@/lib/health-access';
import { upstreamCircuitState } from '@/lib/hospital-api/upstream-circuit';
import { upstreamState } from '@/lib/hospital-api/upstream-state';
import { GET_ONLY } from '@/lib/method-not-allowed';
import { env } from '@/lib/env';
import { redisState } from '@/lib/redis-connection.mjs';
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

/** The upstream's state, with its circuit (open: pages are made from kept answers). */
function withCircuit<State extends { kind: string }>(state: State) {
  const url = env().HOSPITAL_API_URL;
  return state.kind === 'http' && url ? { ...state, circuit: upstreamCircuitState(url) } : state;
}

/**
 * For monitoring: whether visitors' requests can be stored (503 when not: a load balancer or a
 * container check acts on the status alone). Anyone gets `{ status: "up" | "degraded" }`,
 * degraded when Redis or the upstream does not answer. The details (the outbox in numbers and
 * its oldest wait, where the cache and the rate limit live, how the upstream is doing; never a
 * visitor's data nor an address) go only to a caller with the revalidation secret, or on this
 * machine (lib/health-access.ts), with `status` "ok", "degraded", or "attention" when a request
 * is dead or has waited over 30 minutes. Without Redis or the upstream, pages are still served,
 * so a load balancer must keep sending visitors here.
 */
export async function GET(request: NextRequest) {
  const [submissions, redis, upstream] = await Promise.all([
    readOutbox(),
    settleWithin(() => redisState(), CHECK_TIMEOUT_MS, REDIS_NOT_ANSWERING),
    settleWithin(() => upstreamState(), CHECK_TIMEOUT_MS, UPSTREAM_NOT_ANSWERING),
  ]);
  // The cache and the rate limit share the process's one Redis connection, asked once.
  const parts = { cache: redis, rateLimit: redis, upstream: withCircuit(upstream) };
  const degraded = Object.values(parts).some((part) => 'reachable' in part && !part.reachable);
  const code = submissions ? 200 : 503;
  if (!mayReadHealthDetails(request.headers))
    return NextResponse.json(
      { status: submissions && !degraded ? 'up' : 'degraded' },
      { status: code, headers: NO_STORE },
    );
  if (!submissions)
    return NextResponse.json(
      {
        status: 'unavailable',
        errorMessage: 'The submissions store cannot be reached',
        ...parts,
      },
      { status: code, headers: NO_STORE },
    );
  const status = degraded ? 'degraded' : needsAttention(submissions) ? 'attention' : 'ok';
  return NextResponse.json({ status, submissions, ...parts }, { headers: NO_STORE });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = GET_ONLY;
