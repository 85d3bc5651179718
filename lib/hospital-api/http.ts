import 'server-only';
import type { CircuitBreaker } from './circuit-breaker';
import { DEFAULT_ERROR_MESSAGE, HospitalApiError, errorMessageOf } from './errors';
import type { LastGoodStore } from './last-good';
import type { CacheTag } from './tags';
import { withQuery, type Transport } from './transport';

export interface HttpTransportOptions {
  /** The API's base address, e.g. https://api.example.org/api. */
  baseUrl: string;
  timeoutMs: number;
  /** Seconds a response is reused by Next's data cache. */
  revalidate: number;
  /** Where good answers are kept for when the upstream fails; none: failures propagate. */
  lastGood?: LastGoodStore;
  /** Stops calls reaching an upstream that hangs or keeps failing; none: every call is tried. */
  breaker?: CircuitBreaker;
  /**
   * Called when the upstream failed or was not asked (an open circuit), with the read's tags:
   * the page being made is made from a kept answer, or without the data, and should be made
   * again soon, and still be found by a revalidation of those tags.
   */
  onFallback?: (tags: CacheTag[]) => Promise<void> | void;
}

/**
 * Reads the upstream hospital API, caching responses in Next's data cache under their tags.
 * When the upstream is down or answers with garbage, the last good answer to the same request is
 * served instead (and logged); a real answer such as a 404 is never replaced. While the circuit
 * breaker is open, calls do not reach the upstream at all: the kept answer, or the failure, comes
 * at once.
 */
export function httpTransport({
  baseUrl,
  timeoutMs,
  revalidate,
  lastGood,
  breaker,
  onFallback,
}: HttpTransportOptions): Transport {
  const base = baseUrl.replace(/\/+$/, '');

  /** The kept answer to `key`, standing in for the upstream's; else the failure itself. */
  async function fallBack(
    key: string,
    tags: CacheTag[],
    failure: HospitalApiError,
    log: boolean,
  ): Promise<unknown> {
    await onFallback?.(tags);
    const kept = lastGood?.recall(key);
    if (!kept) throw failure;
    if (log) {
      const minutes = Math.round((Date.now() - kept.receivedAt) / 60_000);
      console.warn(
        `[hospital-api] ${failure.path} failed (${failure.message}, status ${failure.status ?? 'none'}); serving its last good answer, ${minutes} min old`,
      );
    }
    return JSON.parse(kept.raw) as unknown;
  }

  return {
    imageOrigin: new URL(base).origin,

    async get(path, { query, tags, remember = true }) {
      const key = withQuery(path, query);
      if (breaker && !breaker.allows()) {
        const refused = new HospitalApiError(DEFAULT_ERROR_MESSAGE, {
          status: null,
          path,
          cause: 'the upstream is not answering; calls wait for its circuit to close',
        });
        // The breaker logged why it opened; a line per call would flood the log.
        return fallBack(key, tags, refused, false);
      }
      try {
        const { body, raw } = await fetchJson(`${base}${key}`, path, {
          timeoutMs,
          revalidate,
          tags,
        });
        breaker?.succeeded();
        if (remember) lastGood?.remember(key, raw);
        return body;
      } catch (error) {
        if (!(error instanceof HospitalApiError)) throw error;
        if (!error.isOutage) {
          breaker?.succeeded();
          throw error;
        }
        breaker?.failed(error.timedOut);
        return fallBack(key, tags, error, true);
      }
    },
  };
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
    // AbortSignal.timeout rejects with a DOMException of this name, at the headers or mid-body.
    const timedOut = (cause as { name?: unknown } | null)?.name === 'TimeoutError';
    throw new HospitalApiError(DEFAULT_ERROR_MESSAGE, { status: null, path, cause, timedOut });
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
