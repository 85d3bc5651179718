/**
 * Next.js start-up hook. Stamps each request with its socket's address, opens the submissions
 * store and starts the outbox relay.
 *
 * Start-up waits for the store, up to STORE_STARTUP_WAIT_MS. Opening the embedded PGlite store
 * keeps the event loop busy for seconds at a time (a new folder: about 3 s on an idle machine,
 * more under load). Requests answered meanwhile stalled, and a keep-alive connection idle past its
 * 5 s timeout in that stall was reset under the visitor's next request. A store that takes longer
 * (a database that does not answer) goes on opening in the background, and storeSubmission()
 * waits for it by itself.
 */
const STORE_STARTUP_WAIT_MS = 30_000;

export async function register(): Promise<void> {
  // The Node.js check wraps the import (rather than returning early) so that the edge compile
  // drops it; `next build` never needs the store.
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { siteUrlWarning } = await import('./lib/env');
    const warning = siteUrlWarning();
    if (warning) console.warn(`[seo] ${warning}`);
    // Before the first request: the rate limit keys on the socket's address (lib/forms/client-address.ts).
    const { recordSocketAddresses } = await import('./lib/forms/socket-address');
    recordSocketAddresses();
    const { startSubmissions } = await import('./lib/submissions/server');
    const opening = startSubmissions().catch((error: unknown) => {
      // Not fatal here: each storeSubmission() tries to open the store again and fails its request visibly.
      console.error(
        '[submissions] could not open the store:',
        error instanceof Error ? error.message : error,
      );
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      opening,
      new Promise((resolve) => (timer = setTimeout(resolve, STORE_STARTUP_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }
}
