import type { EventEmitter } from 'node:events';
import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export * from '@playwright/test';

/**
 * The specs' `test`: Playwright's, with a context and page that one test hands on to the next.
 *
 * A fresh context and page per test cost Chromium more than the page load itself: a new renderer
 * process, every script compiled again, Playwright's own set-up of the page. Here each worker
 * keeps one context and page per set of context options (`test.use`), and between tests parks the
 * page on the site's /robots.txt: the next test's first load then stays in the same process, with
 * its scripts already compiled, and costs Chromium about a third of the CPU.
 *
 * What a test changes is undone before the next one: other pages closed, routes, listeners, init
 * scripts and exposed functions removed, viewport reset, cookies, permissions, localStorage and
 * sessionStorage cleared, the pointer moved off the page. What cannot be undone (the clock, extra
 * headers, emulated media, a CDP session, offline, geolocation, default timeouts) spoils the
 * context: it is closed after that test, as it is after a failing one, and the next test starts
 * afresh. The back history is all a test shares with the one before, and no test goes back past
 * its own first load.
 */
type Reused = { context: BrowserContext; page: Page };

/** Methods whose effect outlasts the test and cannot be undone: calling one spoils the context. */
const SPOILING = {
  page: ['emulateMedia', 'setDefaultNavigationTimeout', 'setDefaultTimeout', 'setExtraHTTPHeaders'],
  context: [
    'newCDPSession',
    'setDefaultNavigationTimeout',
    'setDefaultTimeout',
    'setExtraHTTPHeaders',
    'setGeolocation',
    'setHTTPCredentials',
    'setOffline',
  ],
} as const;

/** Methods that answer with a Disposable, disposed of before the next test. */
const DISPOSABLE = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;

type Method = (...args: unknown[]) => unknown;
type Disposable = { dispose(): Promise<void> };

/** Replaces the object's named methods with wrapped ones; returns what restores them. */
function wrapMethods(target: object, names: readonly string[], wrap: (original: Method) => Method) {
  const own = target as Record<string, Method>;
  for (const name of names) {
    const original = own[name]!.bind(target);
    own[name] = wrap(original);
  }
  return () => names.forEach((name) => delete own[name]);
}

/**
 * Watches the page and its context for the test's lasting changes: reports the spoiling ones,
 * keeps the disposable ones in `disposables`. Returns what stops watching.
 */
function watchForLastingChanges(
  { context, page }: Reused,
  onSpoil: () => void,
  disposables: Disposable[],
): () => void {
  const spoiling =
    (original: Method) =>
    (...args: unknown[]) => {
      onSpoil();
      return original(...args);
    };
  const disposable =
    (original: Method) =>
    async (...args: unknown[]) => {
      const result = (await original(...args)) as Disposable;
      disposables.push(result);
      return result;
    };
  const restore = [
    wrapMethods(page, SPOILING.page, spoiling),
    wrapMethods(context, SPOILING.context, spoiling),
    wrapMethods(page, DISPOSABLE, disposable),
    wrapMethods(context, DISPOSABLE, disposable),
  ];
  // page.clock is the context's clock, and cannot be uninstalled.
  const clock = page.clock;
  for (const owner of [page, context])
    Object.defineProperty(owner, 'clock', {
      configurable: true,
      get: () => {
        onSpoil();
        return clock;
      },
    });
  return () => {
    restore.forEach((undo) => undo());
    for (const owner of [page, context])
      Object.defineProperty(owner, 'clock', { configurable: true, writable: true, value: clock });
  };
}

/** The page as the event emitter it is (its typings list only the events). */
const emitter = (page: Page) => page as unknown as EventEmitter;

/** The listeners on the page now, to remove the ones a test adds. */
function listenersOf(page: Page): Map<string | symbol, Set<unknown>> {
  const events = emitter(page);
  return new Map(events.eventNames().map((name) => [name, new Set(events.listeners(name))]));
}

async function resetForNextTest(
  { context, page }: Reused,
  options: BrowserContextOptions,
  listenersBefore: Map<string | symbol, Set<unknown>>,
  disposables: Disposable[],
) {
  for (const other of context.pages()) if (other !== page) await other.close();
  const events = emitter(page);
  for (const name of events.eventNames())
    for (const listener of events.listeners(name))
      if (!listenersBefore.get(name)?.has(listener)) events.off(name, listener as Method);
  for (const disposable of disposables) await disposable.dispose();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(new URL('/robots.txt', options.baseURL).href);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
  await context.clearPermissions();
  if (options.viewport) await page.setViewportSize(options.viewport);
  await page.mouse.move(-1, -1);
}

export const test = base.extend<
  {
    _combinedContextOptions: BrowserContextOptions;
    /** The worker's context and page for this test's options, or none where they are not reused. */
    reused: Reused | undefined;
  },
  { reusedByOptions: Map<string, Reused> }
>({
  reusedByOptions: [
    async ({}, provide) => {
      const reusedByOptions = new Map<string, Reused>();
      await provide(reusedByOptions);
      for (const { context } of reusedByOptions.values()) await context.close().catch(() => {});
    },
    { scope: 'worker' },
  ],

  reused: async (
    { browser, reusedByOptions, _combinedContextOptions: options },
    provide,
    testInfo,
  ) => {
    // Only pages of the one site the tests' baseURL names can be parked on it; a page without
    // scripts costs little to open.
    if (!options.baseURL || options.javaScriptEnabled === false) return provide(undefined);
    const key = JSON.stringify(options);
    let reused = reusedByOptions.get(key);
    if (!reused || reused.page.isClosed()) {
      const context = await browser.newContext(options);
      reused = { context, page: await context.newPage() };
      reusedByOptions.set(key, reused);
    }
    let spoiled = false;
    const disposables: Disposable[] = [];
    const listenersBefore = listenersOf(reused.page);
    const unwatch = watchForLastingChanges(reused, () => (spoiled = true), disposables);
    await provide(reused);
    unwatch();
    const kept =
      !spoiled &&
      testInfo.status === testInfo.expectedStatus &&
      (await resetForNextTest(reused, options, listenersBefore, disposables).then(
        () => true,
        () => false,
      ));
    if (!kept) {
      reusedByOptions.delete(key);
      await reused.context.close().catch(() => {});
    }
  },

  context: async ({ reused, browser, _combinedContextOptions: options }, provide) => {
    if (reused) return provide(reused.context);
    const context = await browser.newContext(options);
    await provide(context);
    await context.close();
  },

  page: async ({ reused, context }, provide) => {
    await provide(reused ? reused.page : await context.newPage());
  },
});
