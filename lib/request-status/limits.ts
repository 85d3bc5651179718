import { env } from '@/lib/env';
import {
  createAddressLimiter,
  type AddressLimiter,
  type RateLimitResult,
} from '@/lib/forms/address-limiter';
import { clientAddress } from '@/lib/forms/client-address';
import { siteRedisConnection } from '@/lib/redis-connection.mjs';
import { normaliseReference } from '@/lib/submissions/reference';

const HOUR_SECONDS = 3600;

let limiters: { address: AddressLimiter; reference: AddressLimiter } | undefined;

function statusLimiters() {
  const {
    STATUS_LOOKUPS_PER_HOUR_PER_ADDRESS: perAddress,
    STATUS_LOOKUPS_PER_HOUR_PER_REFERENCE: perReference,
  } = env();
  const redis = siteRedisConnection();
  limiters ??= {
    address: createAddressLimiter({
      bucket: 'status-lookup-address',
      points: perAddress,
      durationSeconds: HOUR_SECONDS,
      redis,
    }),
    reference: createAddressLimiter({
      bucket: 'status-lookup-reference',
      points: perReference,
      durationSeconds: HOUR_SECONDS,
      redis,
    }),
  };
  return limiters;
}

/**
 * Counts one look at a request's status against both hourly limits: the client's address (so one
 * visitor cannot try reference after reference) and the reference (so many addresses cannot try
 * phone numbers against one request). Refused when either is spent. Text that cannot be a
 * reference reaches no request, and counts against the address alone: one shared count for every
 * blank or mistyped reference would soon turn every patient away. With REDIS_URL the counts are
 * shared by every instance.
 */
export async function countStatusLookup(
  headers: Headers,
  referenceTyped: string,
): Promise<RateLimitResult> {
  const { address, reference } = statusLimiters();
  const referenceKey = normaliseReference(referenceTyped);
  const results = await Promise.all([
    address.hit(clientAddress(headers, env().TRUST_PROXY_HOPS)),
    ...(referenceKey ? [reference.hit(referenceKey)] : []),
  ]);
  const refused = results.filter((result) => !result.allowed);
  return refused.length === 0
    ? { allowed: true, retryAfterSeconds: 0 }
    : {
        allowed: false,
        retryAfterSeconds: Math.max(...refused.map((result) => result.retryAfterSeconds)),
      };
}
