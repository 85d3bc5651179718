import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { clickBackdrop } from './gallery';

// News items and events as the catalogue holds them, read independently of the site's code, and
// what a visitor should see of them on /all-news and /all-event.

export interface CatalogueMediaItem {
  name: string;
  location: string;
  date: string;
  /** The API sends one image or a list. */
  images: string[];
}

function read(file: string): CatalogueMediaItem[] {
  const raw = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'content', 'catalogue', file), 'utf8'),
  ) as (Omit<CatalogueMediaItem, 'images'> & { images: string | string[] })[];
  return raw.map((item) => ({
    ...item,
    images: Array.isArray(item.images) ? item.images : [item.images],
  }));
}

/** Newest first, as the pages list them. */
const newestFirst = (items: CatalogueMediaItem[]) =>
  [...items].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

export const mediaPages = [
  { path: '/all-news', kind: 'news', heading: 'News', items: newestFirst(read('news.json')) },
  { path: '/all-event', kind: 'event', heading: 'Events', items: newestFirst(read('events.json')) },
] as const;

export const [newsPage, eventsPage] = mediaPages;

/** The item with the most photos, so a slider has somewhere to go both ways. */
export function mostPhotos(items: readonly CatalogueMediaItem[]): CatalogueMediaItem {
  return [...items].sort((a, b) => b.images.length - a.images.length)[0]!;
}

/** The date badge's words: "20 May 2026". */
export function badgeText(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const month = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ][date.getUTCMonth()];
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}

const fileName = (src: string) => src.split('/').pop()!;

/** The cards of a list page, in order. */
export function cards(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') });
}

/** Each card shows the item's first image, its date, its name and its place, in this order. */
export async function expectCards(page: Page, items: readonly CatalogueMediaItem[]) {
  const list = cards(page);
  await expect(list).toHaveCount(items.length);
  for (const [index, item] of items.entries()) {
    const card = list.nth(index);
    await expect(card.getByRole('heading', { name: item.name, exact: true })).toBeVisible();
    const image = card.locator('img').first();
    await expect(image).toBeVisible();
    expect(decodeURIComponent((await image.getAttribute('src'))!)).toContain(
      fileName(item.images[0]!),
    );
    await expect(card.locator(`time[datetime="${item.date}"]`)).toHaveText(badgeText(item.date));
    await expect(card.getByText(item.location, { exact: true })).toBeVisible();
  }
}

/** The button that opens an item's slider. */
export function opener(page: Page, item: CatalogueMediaItem): Locator {
  const count = item.images.length;
  return page.getByRole('button', {
    name: `View ${count} ${count === 1 ? 'photo' : 'photos'}: ${item.name}`,
    exact: true,
  });
}

/** The slider's dialog, once swiper has taken over its track. */
export async function openSlider(page: Page, item: CatalogueMediaItem, how: 'click' | 'Enter') {
  const button = opener(page, item);
  if (how === 'click') await button.click();
  else {
    await button.focus();
    await page.keyboard.press('Enter');
  }
  const dialog = page.getByRole('dialog', { name: item.name });
  await expect(dialog).toBeVisible();
  // The arrows move the slider only once swiper runs; a visitor cannot tell the moment apart.
  await expect(dialog.locator('.swiper-initialized')).toHaveCount(1);
  return dialog;
}

/** The photo "n of count" of an item, as the slider names it. */
export function photo(dialog: Locator, item: CatalogueMediaItem, n: number): Locator {
  return dialog.getByRole('img', {
    name: `${item.name}, photo ${n} of ${item.images.length}`,
    exact: true,
  });
}

/**
 * Photo n is in view in the slider and no other shows even an edge: the move has ended (the
 * slider takes no new move while one is under way, as a visitor's eye would wait for it too).
 */
export async function expectShowing(dialog: Locator, item: CatalogueMediaItem, n: number) {
  await expect(photo(dialog, item, n)).toBeInViewport({ ratio: 0.99 });
  for (let other = 1; other <= item.images.length; other += 1)
    if (other !== n) await expect(photo(dialog, item, other)).not.toBeInViewport();
  // The photo looks in place a few frames before the slide's transition ends, and a looping
  // slider drops a key pressed before that end: wait for it, as the eye does.
  await expect
    .poll(() =>
      dialog
        .locator('.swiper-initialized')
        .evaluate(
          (element) =>
            (element as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating,
        ),
    )
    .toBe(false);
}

/** Lets the page paint twice, so a scroll or a slide that was going to happen has happened. */
export const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/** A list page (open): its heading, its way back to the gallery, and every item's card. */
export async function expectListPage(
  page: Page,
  { heading, items }: { heading: string; items: readonly CatalogueMediaItem[] },
) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Back to gallery' }),
  ).toHaveAttribute('href', '/gallery');
  await expectCards(page, items);
}

/** A list page's cards sit 3 in a row at 1280 px, and one under another on a 390 px phone. */
export async function expectColumns(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  const tops = async () =>
    Promise.all([0, 1, 2, 3].map(async (index) => (await cards(page).nth(index).boundingBox())!.y));
  const [first, second, third, fourth] = await tops();
  expect(second).toBe(first);
  expect(third).toBe(first);
  expect(fourth).toBeGreaterThan(first!);

  await page.setViewportSize({ width: 390, height: 844 });
  const [phoneFirst, phoneSecond] = await tops();
  expect(phoneSecond).toBeGreaterThan(phoneFirst!);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/**
 * On /all-news: a click opens the item's slider, which loops at both ends by its buttons and
 * moves with the arrow keys (looping too).
 */
export async function expectNewsSliderLoops(page: Page, item: CatalogueMediaItem) {
  const last = item.images.length;
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
}

const rootOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);

/**
 * On /all-news: Enter opens the item's slider and the page behind holds still under the wheel;
 * Close gives focus back to the card and the page scrolls again.
 */
export async function expectNewsSliderLocksScroll(page: Page, item: CatalogueMediaItem) {
  await opener(page, item).scrollIntoViewIfNeeded();
  const dialog = await openSlider(page, item, 'Enter');
  expect(await rootOverflow(page)).toBe('hidden');
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 800);
  await settle(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener(page, item)).toBeFocused();
  expect(await rootOverflow(page)).not.toBe('hidden');
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);
}

/**
 * On /all-event: the item's slider stops at both ends, by its buttons and by the arrow keys, and
 * focus stays inside when the arrow that held it is disabled.
 */
export async function expectEventSliderStops(page: Page, item: CatalogueMediaItem) {
  const last = item.images.length;
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
}

/**
 * On /all-event: the item's slider closes on a click on its backdrop and by Escape, each time
 * giving focus back to the card.
 */
export async function expectEventSliderCloses(page: Page, item: CatalogueMediaItem) {
  const dialog = await openSlider(page, item, 'click');
  await clickBackdrop(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(opener(page, item)).toBeFocused();

  await openSlider(page, item, 'Enter');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener(page, item)).toBeFocused();
}
