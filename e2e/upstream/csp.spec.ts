import { expect, test } from '../support/test';
import { STUB_ORIGIN } from '../../playwright.config';
import { expectNoViolations, scrollThrough, watchCspViolations } from '../support/security';

// The policy names the upstream's host among the image sources: its photos load, directly or
// through the image optimiser, and nothing is refused.

for (const path of ['/doctors', '/specialities', '/blogs', '/gallery']) {
  test(`${path} shows the upstream's images under the Content-Security-Policy`, async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    await page.goto(path);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    // A lazy image not yet reached is not complete; a refused or broken one is complete and empty.
    const images = await page.locator('main img').evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((image) => ({
        src: image.currentSrc || image.src,
        loaded: image.complete && image.naturalWidth > 0,
        broken: image.complete && image.naturalWidth === 0,
      })),
    );
    const fromUpstream = images.filter(
      (image) =>
        image.src.startsWith(STUB_ORIGIN) || image.src.includes(encodeURIComponent(STUB_ORIGIN)),
    );
    expect(fromUpstream.filter((image) => image.loaded).length).toBeGreaterThan(0);
    expect(fromUpstream.filter((image) => image.broken)).toEqual([]);
    expectNoViolations(violations);
  });
}
