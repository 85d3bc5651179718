import { expect, test } from '@playwright/test';
import { pageRoutes } from './support/page-routes';
import { notFoundSample, sampleRoutes } from './support/routes';

// On the narrowest phone we design for, no page may scroll sideways: content cut off on the
// right is content a patient never sees.

test('every page route of the site has an address in the layout checks', () => {
  expect(Object.keys(sampleRoutes).sort()).toEqual(pageRoutes());
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const path of [...Object.values(sampleRoutes), notFoundSample]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
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
    });
  }
});
