import { NextResponse } from 'next/server';
import { LOCAL_TEST_SESSION_URL, checkoutRedirectAllowed } from '@/lib/checkout';
import { env } from '@/lib/env';
import { errorSummary } from '@/lib/error-summary';
import { failure } from '@/lib/forms/failure-response';
import { guardPost } from '@/lib/forms/post-guard';
import { RejectedRequest, parseJsonObject } from '@/lib/forms/request-guard';
import { POST_ONLY } from '@/lib/method-not-allowed';
import { checkoutSchema, checkoutSessionSchema } from '@/lib/validation/checkout';

const CHECKOUT_BODY_LIMIT = 1024;
/** How long the payment service may take to start a session: its own wait, not the hospital API's. */
const PAYMENT_SERVICE_TIMEOUT_MS = 8_000;

/**
 * Creates a checkout session at the payment endpoint (CHECKOUT_API_URL) and hands its url to the
 * browser, only when it is https on the payment host (CHECKOUT_REDIRECT_HOST, or the endpoint's
 * own host). With no endpoint configured, a local test session that leads to /success. A post is
 * guarded as a form's is (lib/forms/post-guard.ts) and refused with the same answer.
 */
export async function POST(request: Request) {
  try {
    const fields = await guardPost(request, {
      bucket: 'checkout',
      contentType: 'application/json',
      bodyLimit: CHECKOUT_BODY_LIMIT,
      read: async (body) => parseJsonObject(body),
    });
    const parsed = checkoutSchema.safeParse(fields);
    if (!parsed.success) return failure(422, 'Quantity must be 1');

    const { CHECKOUT_API_URL: endpoint, CHECKOUT_REDIRECT_HOST } = env();
    if (!endpoint) return NextResponse.json({ url: LOCAL_TEST_SESSION_URL });

    const upstream = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(parsed.data),
      signal: AbortSignal.timeout(PAYMENT_SERVICE_TIMEOUT_MS),
      cache: 'no-store',
      redirect: 'error',
    });
    const session = checkoutSessionSchema.safeParse(await upstream.json().catch(() => null));
    if (!upstream.ok || !session.success) {
      console.error(`[checkout] the payment endpoint answered ${upstream.status} without a url`);
      return failure(502, 'The payment service did not start a session');
    }
    const paymentHost = CHECKOUT_REDIRECT_HOST ?? new URL(endpoint).host;
    if (!checkoutRedirectAllowed(session.data.url, paymentHost)) {
      console.error(
        `[checkout] the payment endpoint sent a url that is not https on ${paymentHost}; not passed on`,
      );
      return failure(502, 'The payment service did not start a session');
    }
    return NextResponse.json({ url: session.data.url });
  } catch (error) {
    if (error instanceof RejectedRequest)
      return failure(error.status, error.message, undefined, error.headers);
    console.error(`[checkout] could not reach the payment endpoint (${errorSummary(error)})`);
    return failure(502, 'The payment service could not be reached');
  }
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
