import 'server-only';
import { DEFAULT_ERROR_MESSAGE, HospitalApiError, errorMessageOf } from './errors';
import { withQuery, type Transport } from './transport';

export interface HttpTransportOptions {
  /** The API's base address, e.g. https://api.example.org/api. */
  baseUrl: string;
  timeoutMs: number;
  /** Seconds a response is reused by Next's data cache. */
  revalidate: number;
}

/** Reads the upstream hospital API, caching responses in Next's data cache under their tags. */
export function httpTransport({ baseUrl, timeoutMs, revalidate }: HttpTransportOptions): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    imageOrigin: new URL(base).origin,

    async get(path, { query, tags }) {
      const url = `${base}${withQuery(path, query)}`;
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
        throw new HospitalApiError(malformed ? DEFAULT_ERROR_MESSAGE : errorMessageOf(body), { status: response.status, path });
      }
      if (malformed || body === undefined) {
        throw new HospitalApiError(DEFAULT_ERROR_MESSAGE, { status: response.status, path, cause: 'malformed JSON' });
      }
      return body;
    },
  };
}
