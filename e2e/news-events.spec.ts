import { expect, test, type Page } from '@playwright/test';
import {
  cards,
  eventsPage,
  expectCards,
  expectShowing,
  mediaPages,
  mostPhotos,
  newsPage,
  opener,
  openSlider,
} from './support/news-events';
import { expectNoAxeViolations } from './support/axe';

// /all-news and /all-event: the grid of cards and the slider each card opens.

/** Lets the page paint twice, so a scroll or a slide that was going to happen has happened. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

for (const { path, heading, items } of mediaPages) {
  test.describe(path, () => {
    test('shows every item with its first image, date, name and place, and the way back', async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Back to gallery' }),
      ).toHaveAttribute('href', '/gallery');
      await expectCards(page, items);
    });

    test('lays the cards out 3 in a row at 1280 px and fewer on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const tops = async () =>
        Promise.all(
          [0, 1, 2, 3].map(async (index) => (await cards(page).nth(index).boundingBox())!.y),
        );
      const [first, second, third, fourth] = await tops();
      expect(second).toBe(first);
      expect(third).toBe(first);
      expect(fourth).toBeGreaterThan(first!);

      await page.setViewportSize({ width: 390, height: 844 });
      const [phoneFirst, phoneSecond] = await tops();
      expect(phoneSecond).toBeGreaterThan(phoneFirst!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  });
}

test.describe('the news slider', () => {
  const item = mostPhotos(newsPage.items);
  const last = item.images.length;

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(newsPage.path);
  });

  test('opens on a click, loops at both ends, and moves with the arrow keys', async ({ page }) => {
    expect(last).toBeGreaterThanOrEqual(3);
    const dialog = await openSlider(page, item, 'click');
    await expect(dialog.getByText(item.location, { exact: true })).toBeVisible();
    await expectShowing(dialog, item, 1);
    await expect(dialog.getByRole('button', { name: 'Next slide' })).toBeFocused();

    const previous = dialog.getByRole('button', { name: 'Previous slide' });
    const next = dialog.getByRole('button', { name: 'Next slide' });
    await previous.click();
    await expectShowing(dialog, item, last);
    await next.click();
    await expectShowing(dialog, item, 1);
    await previous.click();
    await expectShowing(dialog, item, last);
    await next.click();
    await expectShowing(dialog, item, 1);

    await page.keyboard.press('ArrowRight');
    await expectShowing(dialog, item, 2);
    await page.keyboard.press('ArrowLeft');
    await expectShowing(dialog, item, 1);
    await page.keyboard.press('ArrowLeft');
    await expectShowing(dialog, item, last);
  });

  test('opens on Enter, holds the page still while open, and gives it back on close', async ({
    page,
  }) => {
    await opener(page, item).scrollIntoViewIfNeeded();
    const dialog = await openSlider(page, item, 'Enter');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 800);
    await settle(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener(page, item)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);
  });

  test('shows a single photo as it is, with no arrows', async ({ page }) => {
    const single = newsPage.items.find((news) => news.images.length === 1)!;
    await opener(page, single).click();
    const dialog = page.getByRole('dialog', { name: single.name });
    await expect(dialog.getByRole('img', { name: `${single.name}, photo 1 of 1` })).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['']);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  });

  for (const width of [1280, 390]) {
    test(`has no WCAG A/AA violations while open, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openSlider(page, item, 'click');
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('the event slider', () => {
  const item = mostPhotos(eventsPage.items);
  const last = item.images.length;

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(eventsPage.path);
  });

  test('stops at both ends', async ({ page }) => {
    expect(last).toBeGreaterThanOrEqual(3);
    const dialog = await openSlider(page, item, 'click');
    const previous = dialog.getByRole('button', { name: 'Previous slide' });
    const next = dialog.getByRole('button', { name: 'Next slide' });
    await expectShowing(dialog, item, 1);
    await expect(previous).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await settle(page);
    await expectShowing(dialog, item, 1);

    for (let n = 2; n <= last; n += 1) {
      await next.click();
      await expectShowing(dialog, item, n);
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    // The arrow that held focus is disabled now: focus stays in the slider, on the other one.
    await expect(previous).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await settle(page);
    await expectShowing(dialog, item, last);

    await page.keyboard.press('ArrowLeft');
    await expectShowing(dialog, item, last - 1);
  });

  test('closes on a click on the backdrop and by Escape, giving focus back', async ({ page }) => {
    const dialog = await openSlider(page, item, 'click');
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(opener(page, item)).toBeFocused();

    await openSlider(page, item, 'Enter');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener(page, item)).toBeFocused();
  });

  test('a click inside the slider does not close it', async ({ page }) => {
    const dialog = await openSlider(page, item, 'click');
    await dialog.getByRole('img', { name: `${item.name}, photo 1 of ${last}` }).click();
    await settle(page);
    await expect(dialog).toBeVisible();
  });
});
