import { SOCKET_ADDRESS_HEADER } from './socket-address';

/**
 * The address a request came from, for rate limiting. With no trusted proxy (the default) it is
 * the socket's address. Each trusted proxy appends the address it saw to X-Forwarded-For, so
 * with `trustedProxyHops` proxies the client is that many entries from the right (counting the
 * socket as the first); entries further left were written by the client and can be forged.
 */
export function clientAddress(headers: Headers, trustedProxyHops: number): string {
  const socket = headers.get(SOCKET_ADDRESS_HEADER)?.trim() || 'unknown';
  if (trustedProxyHops <= 0) return socket;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [socket, ...forwarded.reverse()];
  return chain[Math.min(trustedProxyHops, chain.length - 1)] ?? socket;
}
