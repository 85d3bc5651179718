import type { ComponentType } from 'react';
import { FormUnavailable } from './form-unavailable';

/** How long a form's code is waited for before each new try, when a try fails. */
const RETRY_WAITS_MS = [1000, 3000, 8000];

/** A form's code, tried again after a failed load: a phone's connection drops for a moment. */
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
 * A dialog's form, or in its place a notice to reload or call when its code cannot be had (a page
 * left open across a new release asks for files that are gone): never the page's error screen.
 */
export function loadFormOrNotice<Props>(
  load: () => Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  return loadWithRetries(load).catch(() => FormUnavailable);
}
