import { NextResponse } from 'next/server';
import { env, siteUrl } from '@/lib/env';
import { RejectedRequest, assertContentType, assertSameSite, parseJsonObject, readBodyLimited } from '@/lib/forms/request-guard';
import { checkoutSchema, checkoutSessionSchema } from '@/lib/validation/checkout';

/**
 * Creates a checkout session at the payment endpoint (CHECKOUT_API_URL) and hands its url to the
 * browser. With no endpoint configured, a local test session that leads to /success.
 */
export async function POST(request: Request) {
  try {
    assertSameSite(request.headers, [siteUrl()]);
    assertContentType(request.headers, 'application/json');
    const parsed = checkoutSchema.safeParse(parseJsonObject(await readBodyLimited(request, 1024)));
    if (!parsed.success) return NextResponse.json({ errorMessage: 'Quantity must be 1' }, { status: 422 });

    const endpoint = env().CHECKOUT_API_URL;
    if (!endpoint) return NextResponse.json({ url: '/success' });

    const upstream = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(parsed.data),
      signal: AbortSignal.timeout(env().HOSPITAL_API_TIMEOUT_MS),
    });
    const session = checkoutSessionSchema.safeParse(await upstream.json().catch(() => null));
    if (!upstream.ok || !session.success) {
      console.error(`[checkout] the payment endpoint answered ${upstream.status} without a url`);
      return NextResponse.json({ errorMessage: 'The payment service did not start a session' }, { status: 502 });
    }
    return NextResponse.json({ url: session.data.url });
  } catch (error) {
    if (error instanceof RejectedRequest) return NextResponse.json({ errorMessage: error.message }, { status: error.status });
    console.error('[checkout] could not reach the payment endpoint', error);
    return NextResponse.json({ errorMessage: 'The payment service could not be reached' }, { status: 502 });
  }
}
