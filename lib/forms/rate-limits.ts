import { env } from '../env';
import { siteRedisConnection } from '../redis-connection.mjs';
import { createAddressLimiter, type AddressLimiter, type RateLimitResult } from './address-limiter';
import { clientAddress } from './client-address';
import { forms } from '@/content/i18n/en/forms';

export const TOO_MANY_REQUESTS_MESSAGE = forms.answers.tooManyRequests;

/** One limiter per bucket: each form kind, and the checkout. */
const limiters = new Map<string, AddressLimiter>();

/**
 * Counts one request from this client against the bucket's per-minute limit
 * (FORM_RATE_LIMIT_PER_MINUTE), keyed on the client's address as TRUST_PROXY_HOPS says to read it.
 * With REDIS_URL the count is shared by every site instance; without it, it is this instance's.
 */
export async function rateLimitFor(bucket: string, headers: Headers): Promise<RateLimitResult> {
  const { FORM_RATE_LIMIT_PER_MINUTE, TRUST_PROXY_HOPS } = env();
  let limiter = limiters.get(bucket);
  if (!limiter) {
    limiter = createAddressLimiter({
      bucket,
      points: FORM_RATE_LIMIT_PER_MINUTE,
      durationSeconds: 60,
      redis: siteRedisConnection(),
    });
    limiters.set(bucket, limiter);
  }
  return limiter.hit(clientAddress(headers, TRUST_PROXY_HOPS));
}
