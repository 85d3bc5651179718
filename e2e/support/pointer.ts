import { expect, type Locator, type Page } from '@playwright/test';

// A pointer move can resolve before the page has handled it: Chromium may still hold the event
// for its next frame. A test that then runs the page's fake clock would run it before the page
// knew the pointer had moved. These wait until the page's own :hover state shows the move.

const isHovered = (element: Locator) => element.evaluate((node) => node.matches(':hover'));

/** Rests the pointer on an element, once the page knows it is there. */
export async function pointAt(element: Locator): Promise<void> {
  await element.hover();
  await expect.poll(() => isHovered(element)).toBe(true);
}

/** Moves the pointer to a point outside an element, once the page knows it has left. */
export async function pointAwayFrom(page: Page, element: Locator, x = 5, y = 5): Promise<void> {
  await page.mouse.move(x, y);
  await expect.poll(() => isHovered(element)).toBe(false);
}

/**
 * On a touch screen, the way a reader's finger leaves an element: a tap somewhere else, which
 * moves the page's hover there. (A mouse move may not reach a page that emulates touch.)
 */
export async function tapAwayFrom(element: Locator, elsewhere: Locator): Promise<void> {
  await elsewhere.tap();
  await expect.poll(() => isHovered(element)).toBe(false);
}
