/**
 * Next.js start-up hook. Stamps each request with its socket's address, opens the submissions
 * store (a new PGlite folder takes about 3 s) and starts the outbox relay in the background:
 * start-up is not held up, and storeSubmission() waits for the store by itself.
 */
export async function register(): Promise<void> {
  // The Node.js check wraps the import (rather than returning early) so that the edge compile
  // drops it; `next build` never needs the store.
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    // Before the first request: the rate limit keys on the socket's address (lib/forms/client-address.ts).
    const { recordSocketAddresses } = await import('./lib/forms/socket-address');
    recordSocketAddresses();
    const { startSubmissions } = await import('./lib/submissions/server');
    startSubmissions().catch((error: unknown) => {
      // Not fatal here: each storeSubmission() tries to open the store again and fails its request visibly.
      console.error(
        '[submissions] could not open the store:',
        error instanceof Error ? error.message : error,
      );
    });
  }
}
