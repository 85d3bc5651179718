import { existsSync } from 'node:fs';

// Debian's chromium-headless-shell (the old headless Chromium, from the same source and version as
// the chromium package) runs the browser tests faster: the full browser in headless mode still
// runs its whole compositor and UI process for every page. The benchmark keeps the full browser,
// as a visitor has it.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/** The Chromium the browser tests drive: CHROMIUM_PATH, else the headless shell, else the browser. */
export const TEST_BROWSER =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
