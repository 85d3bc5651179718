import 'server-only';
import { DEFAULT_ERROR_MESSAGE, HospitalApiError, errorMessageOf } from './errors';
import type { LastGoodStore } from './last-good';
import { withQuery, type Transport } from './transport';

export interface HttpTransportOptions {
  /** The API's base address, e.g. https://api.example.org/api. */
  baseUrl: string;
  timeoutMs: number;
  /** Seconds a response is reused by Next's data cache. */
  revalidate: number;
  /** Where good answers are kept for when the upstream fails; none: failures propagate. */
  lastGood?: LastGoodStore;
}

/**
 * Reads the upstream hospital API, caching responses in Next's data cache under their tags.
 * When the upstream is down or answers with garbage, the last good answer to the same request is
 * served instead (and logged); a real answer such as a 404 is never replaced.
 */
export function httpTransport({
  baseUrl,
  timeoutMs,
  revalidate,
  lastGood,
}: HttpTransportOptions): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    imageOrigin: new URL(base).origin,

    async get(path, { query, tags, remember = true }) {
      const key = withQuery(path, query);
      try {
        const { body, raw } = await fetchJson(`${base}${key}`, path, {
          timeoutMs,
          revalidate,
          tags,
        });
        if (remember) lastGood?.remember(key, raw);
        return body;
      } catch (error) {
        const kept =
          error instanceof HospitalApiError && isOutage(error) ? lastGood?.recall(key) : undefined;
        if (!kept || !(error instanceof HospitalApiError)) throw error;
        const minutes = Math.round((Date.now() - kept.receivedAt) / 60_000);
        console.warn(
          `[hospital-api] ${path} failed (${error.message}, status ${error.status ?? 'none'}); serving its last good answer, ${minutes} min old`,
        );
        return JSON.parse(kept.raw) as unknown;
      }
    },
  };
}

/** No answer, a server error, throttling, or a body that is not JSON: the upstream is not well. */
function isOutage(error: HospitalApiError): boolean {
  return (
    error.status === null ||
    error.status >= 500 ||
    error.status === 408 ||
    error.status === 429 ||
    error.isMalformed
  );
}

async function fetchJson(
  url: string,
  path: string,
  { timeoutMs, revalidate, tags }: { timeoutMs: number; revalidate: number; tags: string[] },
): Promise<{ body: unknown; raw: string }> {
  let response: Response;
  let raw: string;
  try {
    // The timeout covers the body as well as the headers: a server that stalls mid-body fails too.
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      next: { revalidate, tags },
    });
    raw = await response.text();
  } catch (cause) {
    throw new HospitalApiError(DEFAULT_ERROR_MESSAGE, { status: null, path, cause });
  }

  let body: unknown;
  let malformed = false;
  try {
    body = raw === '' ? undefined : JSON.parse(raw);
  } catch (cause) {
    malformed = true;
    body = cause;
  }

  if (!response.ok) {
    throw new HospitalApiError(malformed ? DEFAULT_ERROR_MESSAGE : errorMessageOf(body), {
      status: response.status,
      path,
    });
  }
  if (
    malformed ||
    body === undefined ||
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body)
  ) {
    throw new HospitalApiError(DEFAULT_ERROR_MESSAGE, {
      status: response.status,
      path,
      cause: 'not a JSON object',
      malformed: true,
    });
  }
  return { body, raw };
}
