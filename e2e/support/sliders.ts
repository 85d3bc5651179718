import { expect, type Page } from '@playwright/test';

/**
 * Brings every slider with more than one slide into view, one after another, until each has
 * started. A slider starts when it first comes near the viewport, and only once its island has
 * hydrated: on a busy machine a quick scroll through the page can pass a slider before it is
 * watching, so each is scrolled to again until it has started.
 */
export async function startEverySlider(page: Page) {
  const sliders = page
    .locator('.swiper')
    .filter({ visible: true })
    .filter({ has: page.locator('.swiper-slide + .swiper-slide') });
  const count = await sliders.count();
  expect(count, 'sliders with more than one slide').toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const slider = sliders.nth(index);
    await expect(async () => {
      await slider.scrollIntoViewIfNeeded();
      await expect(slider).toHaveClass(/swiper-initialized/, { timeout: 1_500 });
    }).toPass({ timeout: 20_000 });
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
