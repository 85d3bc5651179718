import { hasBearerSecret } from './bearer-secret';
import { env } from './env';
import { SOCKET_ADDRESS_HEADER } from './forms/socket-address';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a health check may read the details (the outbox's counts, where the cache lives, how
 * the upstream is doing): with the revalidation secret, or from this machine when no proxy stands
 * in front of the site. Behind one (TRUST_PROXY_HOPS above 0) the proxy itself may be on this
 * machine, so a loopback socket says nothing about who asked.
 */
export function mayReadHealthDetails(headers: Headers): boolean {
  const { REVALIDATE_SECRET, TRUST_PROXY_HOPS } = env();
  if (hasBearerSecret(headers, REVALIDATE_SECRET)) return true;
  const socket = headers.get(SOCKET_ADDRESS_HEADER)?.trim() ?? '';
  return TRUST_PROXY_HOPS === 0 && LOOPBACK.has(socket);
}
