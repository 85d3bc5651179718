import { NextResponse } from 'next/server';
import { cspViolations, describeViolation } from '@/lib/csp-report';
import { env } from '@/lib/env';
import { clientAddress } from '@/lib/forms/client-address';
import { createRateLimiter } from '@/lib/forms/rate-limit';
import { RejectedRequest, readBodyLimited } from '@/lib/forms/request-guard';
import { POST_ONLY } from '@/lib/method-not-allowed';

const REPORT_TYPES = new Set([
  'application/csp-report',
  'application/reports+json',
  'application/json',
]);
const MAX_BODY_BYTES = 64 * 1024;
const MAX_LINES_PER_REPORT = 10;

// A page that breaks the policy reports on every view; the log keeps a sample, not a flood. One
// address's reports (5 a minute, 50 lines at most) fit in the overall line budget (120 a minute)
// with room to spare, so a single sender cannot silence everybody else.
const REPORTS_PER_ADDRESS = 5;
const LINES_OVERALL = 120;
const perAddress = createRateLimiter({
  limit: REPORTS_PER_ADDRESS,
  windowMs: 60_000,
  maxKeys: 10_000,
});
const allAddresses = createRateLimiter({ limit: LINES_OVERALL, windowMs: 60_000 });

const failed = (status: number, errorMessage: string) =>
  NextResponse.json({ errorMessage }, { status });

/**
 * Where browsers report what the Content-Security-Policy blocked (its `report-uri` and
 * `report-to`, lib/security-headers.mjs). Each violation is logged as one line, without the page's
 * query string, at most 10 lines a report and 120 a minute in all; an address sending more than 5
 * reports a minute is answered 429 and not logged.
 */
export async function POST(request: Request) {
  try {
    const type = request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
    if (!type || !REPORT_TYPES.has(type)) return failed(415, 'Send a CSP report as JSON.');
    const address = clientAddress(request.headers, env().TRUST_PROXY_HOPS);
    if (!perAddress.hit(address).allowed) return failed(429, 'Too many reports.');
    let body: unknown;
    try {
      body = JSON.parse(
        new TextDecoder('utf-8', { fatal: true }).decode(
          await readBodyLimited(request, MAX_BODY_BYTES),
        ),
      );
    } catch (error) {
      if (error instanceof RejectedRequest) throw error;
      return failed(400, 'The report is not valid JSON.');
    }
    const violations = cspViolations(body);
    if (violations.length === 0) return failed(400, 'The body holds no CSP report.');
    for (const violation of violations.slice(0, MAX_LINES_PER_REPORT)) {
      if (!allAddresses.hit('all').allowed) break;
      console.warn(describeViolation(violation));
    }
    return new NextResponse(null, { status: 204 });
  } catch (error) {
    if (error instanceof RejectedRequest) return failed(error.status, error.message);
    throw error;
  }
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
