/** Why a request was turned away before its fields were read, and what its answer carries. */
export class RejectedRequest extends Error {
  constructor(
    readonly status: 400 | 403 | 413 | 415 | 429,
    message: string,
    readonly headers?: HeadersInit,
  ) {
    super(message);
  }
}

/**
 * Form posts must come from this site's own pages. Browsers say where a request comes from
 * (Sec-Fetch-Site, Origin); a cross-site or opaque (`Origin: null`) origin is refused. A client
 * that sends neither header is not a browser and cannot be a victim of cross-site forgery.
 */
export function assertSameSite(headers: Headers, siteOrigins: string[]) {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new RejectedRequest(403, 'Requests from other sites are not accepted.');
  }
  const origin = headers.get('origin');
  if (origin === null) return;
  if (origin === 'null')
    throw new RejectedRequest(403, 'Requests from other sites are not accepted.');
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new RejectedRequest(403, 'Requests from other sites are not accepted.');
  }
  const allowed = new Set(
    [host, ...siteOrigins.map((value) => new URL(value).host)].filter(Boolean),
  );
  if (!allowed.has(originHost))
    throw new RejectedRequest(403, 'Requests from other sites are not accepted.');
}

/** The body types a form post may have: the site's script sends JSON or multipart; a browser
 * with no script sends the form itself, url-encoded (or multipart, for a file). */
export type FormContentType =
  'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';

const CONTENT_TYPE_MESSAGES: Record<FormContentType, string> = {
  'application/json': 'Please send the form as JSON.',
  'multipart/form-data': 'Please send the form as multipart/form-data.',
  'application/x-www-form-urlencoded': 'Please send the form as the browser does (url-encoded).',
};

export function assertContentType(headers: Headers, expected: FormContentType) {
  const type = headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
  if (type !== expected) throw new RejectedRequest(415, CONTENT_TYPE_MESSAGES[expected]);
}

/** The body, read only up to `maxBytes`: a larger one is refused without being buffered. */
export async function readBodyLimited(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new RejectedRequest(413, 'The form is too large.');
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new RejectedRequest(413, 'The form is too large.');
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A JSON object from the body, or a 400 that says what is wrong. */
export function parseJsonObject(body: Uint8Array): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new RejectedRequest(400, 'The form could not be read: the body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RejectedRequest(400, 'The form could not be read: the body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** A url-encoded form's fields (a field sent twice keeps its first value), or a 400. */
export function parseUrlEncoded(body: Uint8Array): Record<string, unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new RejectedRequest(400, 'The form could not be read: the body is not valid UTF-8.');
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) fields[name] ??= value;
  return fields;
}
