import type { ComponentType } from 'react';

/** How long a part's code is waited for before each new try, when a try fails. */
const RETRY_WAITS_MS = [1000, 3000, 8000];

/** Code loaded on demand, tried again after a failed load: a phone's connection drops for a moment. */
export async function loadWithRetries<T>(load: () => Promise<T>): Promise<T> {
  for (const wait of RETRY_WAITS_MS) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return load();
}

/**
 * A component loaded on demand, or `instead` when its code cannot be had (a page left open across
 * a new release asks for files that are gone): never the page's error screen.
 */
export function loadOr<Props>(
  load: () => Promise<ComponentType<Props>>,
  instead: ComponentType<Props>,
): Promise<ComponentType<Props>> {
  return loadWithRetries(load).catch(() => instead);
}
