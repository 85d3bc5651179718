import { NextResponse } from 'next/server';
import { LOCAL_TEST_SESSION_URL, checkoutRedirectAllowed } from '@/lib/checkout';
import { env, siteUrl } from '@/lib/env';
import { errorSummary } from '@/lib/error-summary';
import { TOO_MANY_REQUESTS_MESSAGE, rateLimitFor } from '@/lib/forms/rate-limits';
import {
  RejectedRequest,
  assertContentType,
  assertSameSite,
  parseJsonObject,
  readBodyLimited,
} from '@/lib/forms/request-guard';
import { POST_ONLY } from '@/lib/method-not-allowed';
import { checkoutSchema, checkoutSessionSchema } from '@/lib/validation/checkout';

const failed = (status: number, errorMessage: string, headers?: HeadersInit) =>
  NextResponse.json({ errorMessage }, { status, headers });

/**
 * Creates a checkout session at the payment endpoint (CHECKOUT_API_URL) and hands its url to the
 * browser, only when it is https on the payment host (CHECKOUT_REDIRECT_HOST, or the endpoint's
 * own host). With no endpoint configured, a local test session that leads to /success.
 */
export async function POST(request: Request) {
  try {
    assertSameSite(request.headers, [siteUrl()]);
    const limit = await rateLimitFor('checkout', request.headers);
    if (!limit.allowed)
      return failed(429, TOO_MANY_REQUESTS_MESSAGE, {
        'Retry-After': String(limit.retryAfterSeconds),
      });
    assertContentType(request.headers, 'application/json');
    const parsed = checkoutSchema.safeParse(parseJsonObject(await readBodyLimited(request, 1024)));
    if (!parsed.success) return failed(422, 'Quantity must be 1');

    const { CHECKOUT_API_URL: endpoint, CHECKOUT_REDIRECT_HOST, HOSPITAL_API_TIMEOUT_MS } = env();
    if (!endpoint) return NextResponse.json({ url: LOCAL_TEST_SESSION_URL });

    const upstream = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(parsed.data),
      signal: AbortSignal.timeout(HOSPITAL_API_TIMEOUT_MS),
      cache: 'no-store',
      redirect: 'error',
    });
    const session = checkoutSessionSchema.safeParse(await upstream.json().catch(() => null));
    if (!upstream.ok || !session.success) {
      console.error(`[checkout] the payment endpoint answered ${upstream.status} without a url`);
      return failed(502, 'The payment service did not start a session');
    }
    const paymentHost = CHECKOUT_REDIRECT_HOST ?? new URL(endpoint).host;
    if (!checkoutRedirectAllowed(session.data.url, paymentHost)) {
      console.error(
        `[checkout] the payment endpoint sent a url that is not https on ${paymentHost}; not passed on`,
      );
      return failed(502, 'The payment service did not start a session');
    }
    return NextResponse.json({ url: session.data.url });
  } catch (error) {
    if (error instanceof RejectedRequest) return failed(error.status, error.message);
    console.error(`[checkout] could not reach the payment endpoint (${errorSummary(error)})`);
    return failed(502, 'The payment service could not be reached');
  }
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
