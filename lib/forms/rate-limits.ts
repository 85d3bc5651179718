import { env } from '../env';
import { clientAddress } from './client-address';
import { createRateLimiter } from './rate-limit';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** One limiter per bucket: each form kind, and the checkout. */
const limiters = new Map<string, ReturnType<typeof createRateLimiter>>();

/**
 * Counts one request from this client against the bucket's per-minute limit
 * (FORM_RATE_LIMIT_PER_MINUTE), keyed on the client's address as TRUST_PROXY_HOPS says to read it.
 */
export function rateLimitFor(bucket: string, headers: Headers) {
  const { FORM_RATE_LIMIT_PER_MINUTE, TRUST_PROXY_HOPS } = env();
  let limiter = limiters.get(bucket);
  if (!limiter) {
    limiter = createRateLimiter({ limit: FORM_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
    limiters.set(bucket, limiter);
  }
  return limiter.hit(clientAddress(headers, TRUST_PROXY_HOPS));
}
