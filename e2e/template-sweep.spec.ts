import { expect, test, type Response } from './support/test';
import { axeViolations } from './support/axe';
import { pageRoutes } from './support/page-routes';
import { sampleRoutes } from './support/routes';
import {
  expectNoViolations,
  scrollThrough,
  securityHeaderProblems,
  watchCspViolations,
} from './support/security';
import {
  doubleTheText,
  semanticProblems,
  sidewaysOverflow,
  squeezedIcons,
  textRunningOut,
} from './support/semantics';
import { templatePaths } from './support/templates';
import { iconsAwayFromFirstLine } from './support/icon-alignment';

// Every template loaded once at each width, with every check that reads a page as it stands.
// At 1280 px: WCAG 2.2 A/AA (axe) and the structure a screen reader relies on (landmarks, one h1,
// no skipped heading level, captioned tables); then, scrolled through so that lazy parts load, the
// security headers on every same-origin response and no Content-Security-Policy breach. At 360 px,
// the narrowest phone we design for: axe, the structure, and no sideways scroll (content cut off
// on the right is content a patient never sees); then, widened to 640 px, the same page as a
// 1280 px window zoomed to 200 % lays it out (WCAG's resize text: the browser zooms, the layout
// reflows), neither scrolling sideways nor cutting anything off; then back at 360 px with the
// text size doubled, still not scrolling sideways, nor widened to 1024 and 1366 px with the text
// still doubled. At 360 px, with and without doubled text, no words run out of their box (a label
// wider than its button, cut off by its card), and with text doubled no icon is squeezed by the
// words beside it; with and without, an icon before words that wrap sits beside their first
// line. Open states are in accessibility.spec.ts; what a
// record's data can break in the markup is checked on every page by the crawler (crawl.spec.ts).

test.describe.configure({ mode: 'parallel' });

test('every page route of the site has an address in the sweep', () => {
  expect(Object.keys(sampleRoutes).sort()).toEqual(pageRoutes());
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of templatePaths) {
    test(`${path}: no WCAG 2.2 A/AA violations, a sound structure, the security headers on every response and no CSP breach`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const origin = new URL(baseURL!).origin;
      const responses: Response[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).origin === origin) responses.push(response);
      });
      const violations = await watchCspViolations(page);
      // What the browser complains of, as it would in any visitor's console.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      expect([...(await axeViolations(page)), ...(await semanticProblems(page))]).toEqual([]);

      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      const kinds = new Set(responses.map((response) => response.request().resourceType()));
      expect(kinds).toContain('document');
      expect(kinds).toContain('script');
      expect(kinds).toContain('stylesheet');
      // Every page shows a picture but the emergency page (in every language), whose frame draws
      // its logo inline.
      if (!path.endsWith('/emergency')) expect(kinds).toContain('image');
      const problems = (
        await Promise.all(
          responses.map(async (response) =>
            securityHeaderProblems(await response.allHeaders()).map(
              (problem) => `${response.url()}: ${problem}`,
            ),
          ),
        )
      ).flat();
      expect(problems).toEqual([]);
      expectNoViolations(violations);
      // The address that matches no page is answered 404 on purpose, and the browser says so.
      expect(
        errors.filter((error) => !(path.endsWith('/no-such-page') && / 404 /.test(error))),
      ).toEqual([]);
    });
  }
});

test.describe('at 360 px, then at 640 px (200 % zoom of 1280 px), then with text doubled at 360, 1024 and 1366 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const path of templatePaths) {
    test(`${path}: no sideways scroll, no WCAG 2.2 A/AA violations and a sound structure`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto(path);
      expect([...(await axeViolations(page)), ...(await semanticProblems(page))]).toEqual([]);
      const overflow = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        widest: [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 3)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      }));
      expect(
        overflow.scrollWidth,
        `wider than the screen: ${overflow.widest.join(', ')}`,
      ).toBeLessThanOrEqual(overflow.innerWidth);
      expect(await textRunningOut(page)).toEqual([]);
      expect(await iconsAwayFromFirstLine(page)).toEqual([]);

      await page.setViewportSize({ width: 640, height: 450 });
      await expect.poll(() => sidewaysOverflow(page)).toEqual({ scrolls: false, wide: null });

      // Back on the phone with the browser's text size doubled (the reader's setting, not zoom):
      // a long word in a box that cannot shrink below it would push the page sideways.
      await page.setViewportSize({ width: 360, height: 780 });
      await doubleTheText(page);
      await expect.poll(() => sidewaysOverflow(page)).toEqual({ scrolls: false, wide: null });
      expect(await textRunningOut(page)).toEqual([]);
      expect(await squeezedIcons(page)).toEqual([]);
      expect(await iconsAwayFromFirstLine(page)).toEqual([]);

      // Wider windows with the text still doubled: the layouts switch on em breakpoints, so a
      // desktop grid meets words twice their size, and a column sized by its content (a phone
      // number, an e-mail address) must not push the page sideways.
      for (const width of [1024, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        await expect
          .poll(() => sidewaysOverflow(page), { message: `at ${width} px` })
          .toEqual({ scrolls: false, wide: null });
      }
    });
  }
});
