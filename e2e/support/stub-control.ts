import { expect, type APIRequestContext } from '@playwright/test';
import { REVALIDATE_SECRET, STUB_ORIGIN } from '../../playwright.config';

/** Sets the shared stub upstream's reading and faults (e2e/support/stub-upstream). */
export async function setStub(config: object) {
  const response = await fetch(`${STUB_ORIGIN}/__control/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(config),
  });
  expect(response.ok).toBe(true);
}

/** The paths the stub answered (without an injected fault) since a moment. */
export async function stubPathsSince(since: number): Promise<string[]> {
  const { requests } = (await (await fetch(`${STUB_ORIGIN}/__control/requests`)).json()) as {
    requests: { path: string; at: string; fault: string | null }[];
  };
  return requests
    .filter((entry) => Date.parse(entry.at) >= since && !entry.fault)
    .map((entry) => entry.path);
}

/** A path the stub must have answered: its start, or a pattern for an exact match. */
type StubCall = string | RegExp;

const answered = (paths: string[], call: StubCall) =>
  paths.some((path) => (typeof call === 'string' ? path.startsWith(call) : call.test(path)));

/**
 * Revalidates every page, then visits `visit` (each must answer 200) and asks `ready` (when
 * given) until both the stub has answered every one of `calls` since and `ready` agrees: the
 * pages are then rendered from the stub as it is set now.
 */
export async function renderFromStub(
  request: APIRequestContext,
  { visit, calls, ready }: { visit: string[]; calls: StubCall[]; ready?: () => Promise<boolean> },
) {
  const since = Date.now();
  const refreshed = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  expect(refreshed.status()).toBe(200);
  await expect
    .poll(
      async () => {
        for (const path of visit) expect((await request.get(path)).status(), path).toBe(200);
        const isReady = !ready || (await ready());
        const paths = await stubPathsSince(since);
        return isReady && calls.every((call) => answered(paths, call));
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}
