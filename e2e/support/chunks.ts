import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { PRESS_READY } from '../../components/ui/early-press';

/** The scripts a page's HTML names: what loads first, before anything the page asks for later. */
async function firstLoadChunks(page: Page, path: string): Promise<Set<string>> {
  const chunks = new Set<string>();
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    for (const [chunk] of html.matchAll(/static\/chunks\/[\w.-]+/g)) chunks.add(`/_next/${chunk}`);
    await route.fulfill({ response, body: html });
  });
  return chunks;
}

/**
 * Lets the page at `path` load the scripts and styles its HTML names, and hands every chunk it
 * asks for later (a form's code, a slider's, a library's) to `handle`, with the chunk's path.
 */
export async function onLaterChunks(
  page: Page,
  path: string,
  handle: (route: Route, chunk: string) => Promise<void> | void,
) {
  const firstLoad = await firstLoadChunks(page, path);
  await page.route('**/_next/static/chunks/**', (route) => {
    const chunk = new URL(route.request().url()).pathname;
    return firstLoad.has(chunk) ? route.continue() : handle(route, chunk);
  });
}

/**
 * As on a page left open across a new release of the site: the code the page at `path` asks for
 * after its first load is gone for good.
 */
export function dropLaterChunks(page: Page, path: string) {
  return onLaterChunks(page, path, (route) => route.abort('failed'));
}

/**
 * Holds every script of the site until the returned function is called: the page is as a slow
 * phone first shows it, drawn from its HTML with nothing yet live.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with every script held and presses the button, as a visitor on a slow phone does
 * at first sight of the page. Returns the function that lets the scripts run, which resolves once
 * the pressed button is live (early-press.ts marks it so): hydrating a long page on a busy machine
 * can take longer than an expectation waits, and how long it takes is not what these tests judge.
 * A button the page drew anew, instead of bringing the pressed one to life, never is.
 */
export async function pressBeforeScripts(
  page: Page,
  path: string,
  button: (page: Page) => Locator,
): Promise<() => Promise<void>> {
  const release = await holdScripts(page);
  // The held scripts hold back the load events: wait for the button, not for them.
  await page.goto(path, { waitUntil: 'commit' });
  const pressed = await button(page).elementHandle();
  await button(page).click();
  return async () => {
    release();
    await expect
      .poll(() => pressed.evaluate((element, ready) => ready in element, PRESS_READY), {
        message: 'the pressed button comes to life',
        timeout: 20_000,
      })
      .toBe(true);
  };
}
