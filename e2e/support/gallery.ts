import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { catalogue } from './catalogue';

// What the gallery (/gallery) and the awards page (/allaward) must show, whatever serves the
// catalogue (the embedded one, or the stub upstream in either reading): shared by
// e2e/gallery.spec.ts and e2e/upstream/gallery.spec.ts.

interface RawDated {
  name: string;
  location: string;
  date: string;
}

function read<T>(file: string): T {
  return JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'content', 'catalogue', file), 'utf8'),
  ) as T;
}

const newestFirst = <T extends { date: string }>(items: T[]) =>
  [...items].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

/** The catalogue's awards, news and events as the gallery orders them: newest first. */
export const galleryAwards = newestFirst(read<RawDated[]>('awards.json'));
export const galleryNews = newestFirst(read<RawDated[]>('news.json'));
export const galleryEvents = newestFirst(read<RawDated[]>('events.json'));
/** The videos the gallery shows: those of type 'Our Video'. */
export const ourVideos = catalogue.videos.filter((video) => video.type === 'Our Video');
export const otherVideos = catalogue.videos.filter((video) => video.type !== 'Our Video');

/** The hospital's video channel (content/site.ts), which the Our Video band links to. */
export const VIDEO_CHANNEL_URL = 'https://www.youtube.com/@amandeephospital/videos';

/** A date as the site writes it for people here: "16 March 2026". */
export function writtenDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export const GALLERY_SECTIONS = [
  { heading: 'Awards & Recognition', link: 'View all awards', href: '/allaward' },
  { heading: 'News', link: 'View all news', href: '/all-news' },
  { heading: 'Events', link: 'View all events', href: '/all-event' },
] as const;
export const VIDEO_SECTION = 'Our Video';

export const gallerySection = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true });

/** The slides of the carousel inside a band. */
export const slidesOf = (region: Locator) => region.getByRole('group', { name: /^\d+ of \d+$/ });

/** The image button that opens an award's zoom overlay. */
export const zoomButton = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: `Enlarge: ${name}`, exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A card's one button, whatever its verb: its name ends with the item's name. */
export const cardButton = (scope: Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`: ${escapeRegExp(name)}$`) });

/** The four bands, their headings and their links. */
export async function expectGallerySections(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  for (const { heading, link, href } of GALLERY_SECTIONS) {
    const region = gallerySection(page, heading);
    await expect(region.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(region.getByRole('link', { name: link })).toHaveAttribute('href', href);
  }
  const videos = gallerySection(page, VIDEO_SECTION);
  await expect(videos.getByRole('heading', { level: 2, name: VIDEO_SECTION })).toBeVisible();
  const channel = videos.getByRole('link', { name: 'Watch more on YouTube (opens in a new tab)' });
  await expect(channel).toHaveAttribute('href', VIDEO_CHANNEL_URL);
  await expect(channel).toHaveAttribute('target', '_blank');
  await expect(channel).toHaveAttribute('rel', /noopener/);
}

/** Each band's carousel holds the catalogue's items; the videos band only 'Our Video' ones. */
export async function expectGalleryItems(page: Page) {
  const bands = [
    [GALLERY_SECTIONS[0].heading, galleryAwards],
    [GALLERY_SECTIONS[1].heading, galleryNews],
    [GALLERY_SECTIONS[2].heading, galleryEvents],
  ] as const;
  for (const [heading, items] of bands) {
    const region = gallerySection(page, heading);
    await expect(slidesOf(region)).toHaveCount(items.length);
    for (const item of items)
      await expect(region.getByRole('heading', { level: 3, name: item.name })).toBeAttached();
  }
  const videos = gallerySection(page, VIDEO_SECTION);
  await expect(slidesOf(videos)).toHaveCount(ourVideos.length);
  for (const video of ourVideos)
    await expect(videos.getByText(video.name, { exact: true }).first()).toBeAttached();
  for (const video of otherVideos)
    await expect(videos.getByText(video.name, { exact: false })).toHaveCount(0);
}

/** The server's HTML of /gallery carries every band's items (no JavaScript needed to see them). */
export async function expectGalleryHtml(request: APIRequestContext) {
  const response = await request.get('/gallery');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  for (const item of [...galleryAwards, ...galleryNews, ...galleryEvents, ...ourVideos])
    expect(html).toContain(escapeHtml(item.name));
}

/** /allaward: its heading, its way back to the gallery, and every award. */
export async function expectAllAwards(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Awards & Recognition' })).toBeVisible();
  const back = page.getByRole('main').getByRole('link', { name: 'Back to gallery' });
  await expect(back).toBeVisible();
  await expect(back).toHaveAttribute('href', '/gallery');
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(galleryAwards.length);
  for (const [index, award] of galleryAwards.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(award.name);
    await expect(card).toContainText(writtenDate(award.date));
    await expect(card).toContainText(award.location);
    await expect(zoomButton(card, award.name)).toBeVisible();
  }
}

type DatedItem = (typeof galleryAwards)[number];

/** Presses Tab until the target has focus (the way a keyboard user reaches it). */
export async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach the target in ${maxPresses} presses`);
}

/** Clicks a corner of the page, outside the open dialog's box: its backdrop. */
export async function clickBackdrop(page: Page, dialog: Locator) {
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThan(4);
  expect(box.y).toBeGreaterThan(4);
  await page.mouse.click(3, 3);
}

/** The award's overlay shows it large, with its name, date and location. */
export async function expectZoomOpen(page: Page, award: DatedItem) {
  const dialog = page.getByRole('dialog', { name: award.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: award.name })).toBeVisible();
  await expect(dialog.getByRole('img', { name: award.name })).toBeVisible();
  await expect(dialog).toContainText(writtenDate(award.date));
  await expect(dialog).toContainText(award.location);
  return dialog;
}

/**
 * On /gallery (open, at a desktop width): a click on the award's image opens its overlay, which
 * closes by its X, by a click on the backdrop and by Escape (a click on its picture keeps it
 * open), and each time gives focus back to the image.
 */
export async function expectZoomByPointer(page: Page, award: DatedItem) {
  const image = zoomButton(gallerySection(page, GALLERY_SECTIONS[0].heading), award.name);

  await image.click();
  const dialog = await expectZoomOpen(page, award);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(image).toBeFocused();

  await image.click();
  await expectZoomOpen(page, award);
  await clickBackdrop(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(image).toBeFocused();

  await image.click();
  await expectZoomOpen(page, award);
  // A click inside the dialog, on its picture, keeps it open.
  await dialog.getByRole('img', { name: award.name }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(image).toBeFocused();
}

/**
 * On /gallery: Tab from the band's link to the award's image and Enter opens its overlay, with
 * focus inside and kept there; Escape closes it and gives focus back to the image.
 */
export async function expectZoomByKeyboard(page: Page, award: DatedItem) {
  const awards = gallerySection(page, GALLERY_SECTIONS[0].heading);
  const image = zoomButton(awards, award.name);
  await awards.getByRole('link', { name: GALLERY_SECTIONS[0].link }).focus();
  // Until swiper takes the carousel over, its plain track is a tab stop of its own, and at the
  // takeover focus moves from it into the slide in view: Tab from then on, as a visitor would.
  await expect(awards.locator('.swiper-initialized')).toHaveCount(1);
  await tabTo(page, image);
  await page.keyboard.press('Enter');
  const dialog = await expectZoomOpen(page, award);
  // Focus moves into the dialog, and Tab stays inside it.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(image).toBeFocused();
}

/**
 * On /gallery: a card of the News or Events band opens that item's slider, which closes by
 * Escape (news) or by a click on its backdrop (events), giving focus back to the card.
 */
export async function expectCardOpensSlider(
  page: Page,
  band: 'News' | 'Events',
  item: DatedItem,
  close: 'Escape' | 'backdrop',
) {
  const card = cardButton(gallerySection(page, band), item.name);
  await card.click();
  const slider = page.getByRole('dialog', { name: item.name });
  await expect(slider).toBeVisible();
  await expect(slider.getByRole('img').first()).toBeVisible();
  if (close === 'Escape') await page.keyboard.press('Escape');
  else await clickBackdrop(page, slider);
  await expect(slider).toBeHidden();
  await expect(card).toBeFocused();
}
