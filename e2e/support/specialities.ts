import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectSameDocument, markDocument } from './same-document';

// Checks of the specialities list and a speciality page that hold for every source of data:
// the embedded catalogue and the stub upstream in both of its readings.

interface RawSpeciality {
  name: string;
  slug: string;
  meta: string;
  metades: string;
  description: string[];
  exVideo: string;
  patient: { link: string; description: string }[];
  faq: { heading: string; description: string }[];
}

/** The catalogue's specialities, read independently of the site's code. */
export const specialities = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'content', 'catalogue', 'categories.json'), 'utf8'),
) as RawSpeciality[];

const PAGE_SIZE = 10;

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The visible text of some HTML: tags dropped, entities decoded, spaces collapsed. */
export const textOf = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

const list = (page: Page) => page.getByRole('region', { name: 'All specialities' });
const box = (page: Page) => page.getByRole('searchbox', { name: 'Find a speciality' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages of specialities' });

/** The names on the speciality cards shown, in order. */
async function shownNames(page: Page): Promise<string[]> {
  const cards = list(page).locator('a[href^="/specialities/"]');
  return (await cards.allInnerTexts()).map((text) => text.replace(/Learn more/, '').trim());
}

const matching = (text: string) =>
  specialities.filter((speciality) => speciality.name.toLowerCase().includes(text.toLowerCase()));

export async function expectFirstPageOfTen(page: Page) {
  await page.goto('/specialities');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Specialities' })).toBeVisible();
  await expect(list(page).locator('a[href^="/specialities/"]')).toHaveCount(PAGE_SIZE);
  expect(await shownNames(page)).toEqual(
    specialities.slice(0, PAGE_SIZE).map((speciality) => speciality.name),
  );
  await expect(list(page).getByRole('link', { name: specialities[0]!.name })).toHaveAttribute(
    'href',
    `/specialities/${specialities[0]!.slug}`,
  );
}

/** `text`: a search whose view no other check asks for, so it is rendered from the data now. */
export async function expectCategoryInBoxAndGrid(page: Page, text = 'card') {
  await page.goto(`/specialities?category=${text}`);
  await expect(box(page)).toHaveValue(text);
  expect(await shownNames(page)).toEqual(matching(text).map((speciality) => speciality.name));
  expect(matching(text).length).toBeGreaterThan(1);
}

export async function expectTypingFilters(page: Page, text = 'uro') {
  await page.goto('/specialities');
  await markDocument(page);
  await box(page).click();
  await box(page).pressSequentially(text, { delay: 40 });
  await expect(page).toHaveURL(new RegExp(`/specialities\\?category=${text}$`));
  await expect
    .poll(() => shownNames(page))
    .toEqual(matching(text).map((speciality) => speciality.name));
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveValue(text);
  await box(page).pressSequentially('xyz', { delay: 40 });
  await expect(list(page).getByText(`No speciality matches “${text}xyz”.`)).toBeVisible();
  await expect(box(page)).toBeFocused();
  await expectSameDocument(page);
}

/** Pages through the whole list, or through the matches of `category`. */
export async function expectPagingByTen(page: Page, request: APIRequestContext, category = '') {
  const all = matching(category);
  const pageCount = Math.ceil(all.length / PAGE_SIZE);
  expect(pageCount).toBeGreaterThanOrEqual(3);
  const base = category ? `/specialities?category=${category}` : '/specialities';
  const join = category ? '&' : '?';
  await page.goto(base);
  await expect(pager(page).locator('[aria-disabled="true"]', { hasText: 'Previous' })).toHaveCount(
    1,
  );
  await expect(pager(page).getByRole('link', { name: /previous/i })).toHaveCount(0);
  for (let number = 2; number <= pageCount; number += 1) {
    await pager(page).getByRole('link', { name: /next/i }).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe(`${base}${join}page=${number}`);
    await expect(pager(page).getByRole('link', { name: `Page ${number}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const start = (number - 1) * PAGE_SIZE;
    await expect
      .poll(() => shownNames(page))
      .toEqual(all.slice(start, start + PAGE_SIZE).map((speciality) => speciality.name));
    expect(
      await pager(page)
        .getByRole('link', { name: /^Page \d+$/ })
        .count(),
    ).toBeLessThanOrEqual(3);
    await expect(pager(page).getByRole('link', { name: /previous/i })).toHaveAttribute(
      'href',
      number === 2 ? base : `${base}${join}page=${number - 1}`,
    );
  }
  // The last page: Next goes nowhere, and the page after it does not exist.
  await expect(pager(page).locator('[aria-disabled="true"]', { hasText: 'Next' })).toHaveCount(1);
  await expect(pager(page).getByRole('link', { name: /next/i })).toHaveCount(0);
  expect((await request.get(`${base}${join}page=${pageCount + 1}`)).status()).toBe(404);
}

/** A speciality page as search engines read it: the server's HTML, no browser. */
export async function expectDetailServerHtml(request: APIRequestContext, slug = 'cardiology') {
  const speciality = specialities.find((record) => record.slug === slug)!;
  const response = await request.get(`/specialities/${slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const text = textOf(html);
  expect(text).toContain(speciality.name);
  for (const paragraph of speciality.description) expect(text).toContain(textOf(paragraph));
  expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(speciality.meta);
  expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')).toBe(
    speciality.metades,
  );
  expect(html).toContain(`<link rel="canonical" href="`);
  expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*/specialities/${slug}"`));
  const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string; mainEntity?: unknown[] },
  );
  const faq = data.find((entry) => entry['@type'] === 'FAQPage');
  expect(faq?.mainEntity).toEqual(
    speciality.faq.slice(0, 6).map((item) => ({
      '@type': 'Question',
      name: item.heading,
      acceptedAnswer: { '@type': 'Answer', text: textOf(item.description) },
    })),
  );
  expect(data.map((entry) => entry['@type'])).toEqual(
    expect.arrayContaining(['MedicalWebPage', 'BreadcrumbList']),
  );
}

export async function expectFaqColumns(page: Page, slug = 'cardiology') {
  const speciality = specialities.find((record) => record.slug === slug)!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/specialities/${slug}`);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const buttons = faq.getByRole('button');
  await expect(buttons).toHaveCount(6);
  for (let index = 0; index < 6; index += 1) {
    await expect(buttons.nth(index)).toHaveText(`${index + 1}. ${speciality.faq[index]!.heading}`);
    await expect(buttons.nth(index)).toHaveAttribute('aria-expanded', 'false');
  }
  // Three and three, side by side.
  const boxes = await Promise.all(
    [0, 1, 2, 3, 4, 5].map((index) => buttons.nth(index).boundingBox()),
  );
  const [left, right] = [boxes.slice(0, 3), boxes.slice(3)];
  for (const item of left) expect(item!.x).toBe(left[0]!.x);
  for (const item of right) expect(item!.x).toBe(right[0]!.x);
  expect(right[0]!.x).toBeGreaterThan(left[0]!.x + left[0]!.width / 2);
  expect(right[0]!.y).toBeCloseTo(left[0]!.y, 0);

  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(speciality.faq[0]!.description)).toBeVisible();
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(speciality.faq[0]!.description)).toBeHidden();
  // The other column keeps its own open item.
  await buttons.nth(3).click();
  await expect(buttons.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await buttons.nth(5).click();
  await expect(buttons.nth(3)).toHaveAttribute('aria-expanded', 'false');
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
}

export async function expectVideoEmbedsAfterPlay(page: Page, slug = 'cardiology') {
  const speciality = specialities.find((record) => record.slug === slug)!;
  const id = /v=([\w-]+)/.exec(speciality.exVideo)![1]!;
  await page.goto(`/specialities/${slug}`);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: `Play video: ${speciality.name} explained` }).click();
  const frame = page.locator(`iframe[title="${speciality.name} explained"]`);
  await expect(frame).toHaveAttribute('src', new RegExp(`/embed/${id}\\?autoplay=1`));
  await expect(page.locator('iframe')).toHaveCount(1);
}

export async function expectDetailPageParts(page: Page, slug = 'cardiology') {
  const speciality = specialities.find((record) => record.slug === slug)!;
  await page.goto(`/specialities/${slug}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Specialities' })).toHaveAttribute(
    'href',
    '/specialities',
  );
  await expect(crumbs.getByText(speciality.name)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: speciality.name })).toBeVisible();
  await expect(page.getByRole('link', { name: /Call Us Now/ })).toHaveAttribute(
    'href',
    /^tel:\+\d{10,}$/,
  );
  await expect(page.getByRole('heading', { name: 'Patient stories' })).toBeVisible();
  for (const story of speciality.patient)
    await expect(page.getByText(story.description)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Play video: ${speciality.name}: patient testimonial` }),
  ).toBeVisible();
  const onward = page.getByRole('navigation', { name: 'Looking for something else?' });
  await expect(onward.getByRole('link', { name: 'All specialities' })).toHaveAttribute(
    'href',
    '/specialities',
  );
  await expect(onward.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute(
    'href',
    '/doctors',
  );
}

export async function expectUnknownSlugIs404(request: APIRequestContext) {
  expect((await request.get('/specialities/no-such-speciality')).status()).toBe(404);
}
