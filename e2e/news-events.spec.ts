import { expect, test } from './support/test';
import {
  eventsPage,
  expectColumns,
  expectEventSliderCloses,
  expectEventSliderStops,
  expectListPage,
  expectNewsSliderLocksScroll,
  expectNewsSliderLoops,
  mediaPages,
  mostPhotos,
  newsPage,
  opener,
  openSlider,
  photo,
  settle,
} from './support/news-events';
import { expectNoAxeViolations } from './support/axe';
import { dropLaterChunks } from './support/chunks';

// /all-news and /all-event: the grid of cards and the slider each card opens. The same checks run
// against the stub upstream in e2e/upstream/news-events.spec.ts.

for (const listPage of mediaPages) {
  test.describe(listPage.path, () => {
    test('shows every item with its first image, date, name and place, and the way back', async ({
      page,
    }) => {
      await page.goto(listPage.path);
      await expectListPage(page, listPage);
    });

    test('lays the cards out 3 in a row at 1280 px and fewer on a phone', async ({ page }) => {
      await expectColumns(page, listPage.path);
    });
  });
}

test.describe('the news slider', () => {
  const item = mostPhotos(newsPage.items);

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(newsPage.path);
  });

  test('opens on a click, loops at both ends, and moves with the arrow keys', async ({ page }) => {
    await expectNewsSliderLoops(page, item);
  });

  test('opens on Enter, holds the page still while open, and gives it back on close', async ({
    page,
  }) => {
    await expectNewsSliderLocksScroll(page, item);
  });

  test('shows a single photo as it is, with no arrows', async ({ page }) => {
    const single = newsPage.items.find((news) => news.images.length === 1)!;
    await opener(page, single).click();
    const dialog = page.getByRole('dialog', { name: single.name });
    await expect(photo(dialog, single, 1)).toBeVisible();
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

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(eventsPage.path);
  });

  test('stops at both ends, by its buttons and the arrow keys', async ({ page }) => {
    await expectEventSliderStops(page, item);
  });

  test('closes on a click on the backdrop and by Escape, giving focus back', async ({ page }) => {
    await expectEventSliderCloses(page, item);
  });

  test('a click inside the slider does not close it', async ({ page }) => {
    const dialog = await openSlider(page, item, 'click');
    await photo(dialog, item, 1).click();
    await settle(page);
    await expect(dialog).toBeVisible();
  });
});

test('a card whose slider cannot be loaded says to reload, and the page stays', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const item = mostPhotos(newsPage.items);
  await dropLaterChunks(page, newsPage.path);
  await page.goto(newsPage.path);
  await opener(page, item).click();
  const dialog = page.getByRole('dialog', { name: item.name });
  const notice = dialog.getByRole('alert').filter({ hasText: 'These photos could not load' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice.getByRole('link', { name: 'Reload the page' })).toHaveAttribute(
    'href',
    newsPage.path,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener(page, item)).toBeVisible();
});
