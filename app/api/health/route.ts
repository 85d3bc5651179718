import { NextResponse } from 'next/server';
import { errorSummary } from '@/lib/error-summary';
import { GET_ONLY } from '@/lib/method-not-allowed';
import { needsAttention, outboxStatus } from '@/lib/submissions/server';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * For monitoring: whether visitors' requests can be stored, and how the outbox to the hospital
 * API stands (counts and the oldest wait; no visitor's data). 200 while the store answers,
 * with `status: "attention"` when a request is dead or has waited over 30 minutes; 503 when
 * the store cannot be reached.
 */
export async function GET() {
  try {
    const submissions = await outboxStatus();
    return NextResponse.json(
      { status: needsAttention(submissions) ? 'attention' : 'ok', submissions },
      { headers: NO_STORE },
    );
  } catch (error) {
    console.error(`[health] the submissions store cannot be read (${errorSummary(error)})`);
    return NextResponse.json(
      { status: 'unavailable', errorMessage: 'The submissions store cannot be reached' },
      { status: 503, headers: NO_STORE },
    );
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = GET_ONLY;
