import { siteUrl } from '../env';
import { TOO_MANY_REQUESTS_MESSAGE, rateLimitFor } from './rate-limits';
import {
  RejectedRequest,
  assertContentType,
  assertSameSite,
  readBodyLimited,
  type FormContentType,
} from './request-guard';

export interface PostGuard<Fields> {
  /** The rate limit's bucket: the form's kind, or 'checkout'. */
  bucket: string;
  contentType: FormContentType;
  /** Largest body read, in bytes. */
  bodyLimit: number;
  /** Reads the fields (and any file) out of the body; may throw RejectedRequest. */
  read: (body: Uint8Array<ArrayBuffer>, request: Request) => Promise<Fields>;
}

/**
 * The steps every post takes before its own, in this order: same-site check, rate limit, content
 * type, size limit, parsing. Returns the fields; throws RejectedRequest for a post turned away
 * (429 with Retry-After when the address is over the bucket's limit).
 */
export async function guardPost<Fields>(
  request: Request,
  { bucket, contentType, bodyLimit, read }: PostGuard<Fields>,
): Promise<Fields> {
  assertSameSite(request.headers, [siteUrl()]);
  const limit = await rateLimitFor(bucket, request.headers);
  if (!limit.allowed)
    throw new RejectedRequest(429, TOO_MANY_REQUESTS_MESSAGE, {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  assertContentType(request.headers, contentType);
  return read(await readBodyLimited(request, bodyLimit), request);
}
