import { expect, test, type Page } from './support/test';
import { pointAt, pointAwayFrom, tapAwayFrom } from './support/pointer';

// The contact page's hospitals move on every 4 s (spec), but never while someone is reading or
// using one (WCAG 2.2.2). The page's clock is paused and moved by the test, so the timings are
// exact on any machine.

const ROTATE_MS = 4000;

function selectedIndex(page: Page): Promise<number> {
  return page
    .getByRole('tablist', { name: 'Our hospitals' })
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'));
}

async function expectSelected(page: Page, index: number) {
  await expect.poll(() => selectedIndex(page)).toBe(index % 6);
}

async function leave(page: Page) {
  await pointAwayFrom(page, page.getByRole('tabpanel'));
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

let start = 0;

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto('/contact-us');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // Holding and letting go restarts the rotation now, so every test knows its phase.
  await pointAt(page.getByRole('tabpanel'));
  await leave(page);
  start = await selectedIndex(page);
});

test('the hospitals move on every 4 seconds', async ({ page }) => {
  await page.clock.runFor(ROTATE_MS - 200);
  await expectSelected(page, start);
  await page.clock.runFor(400);
  await expectSelected(page, start + 1);
  await page.clock.runFor(ROTATE_MS);
  await expectSelected(page, start + 2);
});

test('they hold still while the pointer is over them, and move on once it leaves', async ({
  page,
}) => {
  await pointAt(page.getByRole('tabpanel'));
  await page.clock.runFor(ROTATE_MS * 3);
  await expectSelected(page, start);
  await leave(page);
  await page.clock.runFor(ROTATE_MS + 200);
  await expectSelected(page, start + 1);
});

test('they hold still while focus is on a phone number', async ({ page }) => {
  await page.getByRole('tabpanel').locator('a[href^="tel:"]').first().focus();
  await page.mouse.move(5, 5);
  await page.clock.runFor(ROTATE_MS * 3);
  await expectSelected(page, start);
});

test('a visible control pauses the rotation and resumes it', async ({ page }) => {
  const pause = page.getByRole('button', { name: 'Pause rotation' });
  await expect(pause).toBeVisible();
  await pause.click();
  await expect(page.getByRole('button', { name: 'Resume rotation' })).toBeVisible();
  await leave(page);
  await page.clock.runFor(ROTATE_MS * 3);
  await expectSelected(page, start);

  await page.getByRole('button', { name: 'Resume rotation' }).click();
  await leave(page);
  await page.clock.runFor(ROTATE_MS + 200);
  await expectSelected(page, start + 1);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a touch on the card stops it there, until the reader resumes', async ({ page }) => {
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading').first().tap();
    await tapAwayFrom(panel, page.getByRole('heading', { level: 1 }));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(ROTATE_MS * 3);
    await expectSelected(page, start);
    await expect(page.getByRole('button', { name: 'Resume rotation' })).toBeVisible();
  });
});
