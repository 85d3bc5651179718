import { createHash } from 'node:crypto';
import type { SubmissionPayload } from './schema';

/**
 * A request key sent again with other details than the request it was first used for. That
 * request stands and this one is not stored; the handler answers 422, as the IETF httpapi
 * Idempotency-Key draft says for a key reused with a different payload.
 */
export class RequestKeyReusedError extends Error {
  constructor() {
    super('The request key was already used for a request with other details');
    this.name = 'RequestKeyReusedError';
  }
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Every object's keys in one order, so that equal payloads serialise alike. */
function withSortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}

/**
 * What makes two requests sent with one key the same request: the fields as validated and stored
 * (a browser's resend repeats them exactly; the bot-trap fields, whose fill time changes, are not
 * among them) and a CV's name, type and bytes. A sha-256, so the row keeps no second copy of them.
 */
export function requestFingerprint({
  payload,
  file,
}: {
  payload: SubmissionPayload;
  file?: { bytes: Uint8Array; extension: string; originalName: string };
}): string {
  const cv = file
    ? { name: file.originalName, extension: file.extension, sha256: sha256(file.bytes) }
    : null;
  return sha256(JSON.stringify({ payload, cv }, withSortedKeys));
}

/**
 * Throws RequestKeyReusedError unless `fingerprint` is the request answered before with this key.
 * A row stored before fingerprints were kept (null), or a caller that gives none, matches any.
 */
export function assertSameRequest(earlier: string | null, fingerprint: string | undefined): void {
  if (earlier !== null && fingerprint !== undefined && earlier !== fingerprint)
    throw new RequestKeyReusedError();
}
