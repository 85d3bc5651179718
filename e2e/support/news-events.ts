import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

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
}
