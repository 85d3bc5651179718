import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether `Authorization: Bearer <secret>` came with the request. Compares SHA-256 digests, which
 * always have the same length: the time taken and the answer say nothing about the secret's
 * length or content, and no token can make the check throw. No secret set: never.
 */
export function hasBearerSecret(headers: Headers, secret: string | undefined): boolean {
  if (!secret) return false;
  const given = headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  return timingSafeEqual(digest(given), digest(secret));
}
