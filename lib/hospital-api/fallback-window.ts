import 'server-only';
import { unstable_cache } from 'next/cache';
import { env } from '../env';

/**
 * Seconds a page made from stand-in answers (the last good ones, or the embedded catalogue during
 * a build while the upstream was down) is kept before it is made again: soon after the upstream
 * answers, the page shows its data, however long the usual window is.
 */
export const FALLBACK_WINDOW_SECONDS = 30;

/**
 * The window of a page made from stand-in answers: the fallback window, or the usual one where
 * that is shorter (a page made during an outage must not outlive the pages made before it).
 */
export function fallbackWindowSeconds(usualSeconds = env().HOSPITAL_API_REVALIDATE): number {
  return usualSeconds > 0
    ? Math.min(FALLBACK_WINDOW_SECONDS, usualSeconds)
    : FALLBACK_WINDOW_SECONDS;
}

/**
 * Marks the page being made as made from stand-in answers: Next keeps the shortest window any
 * cached read of a page asks for as the page's own, and the tags of every cached read, so this
 * read asks for the short window under the tags of the read that failed (a read the circuit
 * breaker kept from the upstream never reached Next's fetch, which would have noted them).
 * Nothing to do outside a page.
 */
export async function keepBriefly(tags: string[] = []): Promise<void> {
  try {
    await unstable_cache(async () => true, ['hospital-api-fallback-window', ...tags], {
      revalidate: fallbackWindowSeconds(),
      tags,
    })();
  } catch {
    // Outside a render (a script, a test) there is no page and no cache to tell.
  }
}
