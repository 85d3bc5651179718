/**
 * The address a request came from, for rate limiting. The last X-Forwarded-For entry is the
 * one the nearest proxy (or Next itself, when nothing sent the header) wrote from the socket;
 * entries further left were written by the client and can be forged.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}
