import { expect } from '@playwright/test';
import { STUB_ORIGIN } from '../../playwright.config';

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
