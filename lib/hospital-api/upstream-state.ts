import 'server-only';
import { env } from '../env';

export type UpstreamState =
  { kind: 'embedded' } | { kind: 'http'; reachable: boolean; status?: number };

/** The smallest real read the API offers: one speciality. */
const PROBE_PATH = '/category-get?page=1&parPage=1';

/**
 * Whether the hospital API answers now: one small GET, never cached, abandoned after `timeoutMs`.
 * Reachable when it answers below 500 (a 4xx is still a server that is up); the status is there
 * whenever it answered. Never the URL: it is configuration, not the monitor's business.
 */
export async function upstreamState(
  baseUrl: string | undefined = env().HOSPITAL_API_URL,
  timeoutMs = Math.min(env().HOSPITAL_API_TIMEOUT_MS, 1_000),
  fetchImpl: typeof fetch = fetch,
): Promise<UpstreamState> {
  if (!baseUrl) return { kind: 'embedded' };
  try {
    const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}${PROBE_PATH}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
      redirect: 'manual',
    });
    await response.body?.cancel();
    return { kind: 'http', reachable: response.status < 500, status: response.status };
  } catch {
    return { kind: 'http', reachable: false };
  }
}
