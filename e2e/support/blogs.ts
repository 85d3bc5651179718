import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Checks of the blog pages that hold in every build: the embedded catalogue and the stub upstream
// in either reading (they serve the same posts).

export interface CatalogueBlog {
  name: string;
  slug: string;
  type: string;
  category: string;
  images: string[];
  date: string;
  meta: string;
  metades: string;
  faq: { heading: string; description: string }[];
}

/** The posts in the API's order (newest first), as the list shows them. */
export const blogsInOrder = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'content', 'catalogue', 'blogs.json'), 'utf8'),
) as CatalogueBlog[];

/** Words of an excerpt, its closing ellipsis left out. */
export async function wordsOf(locator: Locator): Promise<number> {
  const text = (await locator.innerText()).replace(/…$/, '').trim();
  return text.split(/\s+/).filter(Boolean).length;
}

/** A date as the site shows every date: "12 March 2025". */
export const DISPLAY_DATE =
  /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

/** The first page: a featured post with 30 words, five cards with 10 each, type, date, Read More. */
export async function expectFirstBlogsPage(page: Page) {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Blog');
  const featured = page.locator('[data-excerpt="featured"]');
  await expect(featured).toHaveCount(1);
  expect(await wordsOf(featured)).toBe(30);
  const first = blogsInOrder[0]!;
  await expect(page.getByRole('heading', { level: 2, name: first.name })).toBeVisible();
  await expect(page.getByRole('link', { name: `Read More: ${first.name}` })).toHaveAttribute(
    'href',
    `/blog/${first.slug}`,
  );
  const cards = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.locator('[data-excerpt="card"]') });
  await expect(cards).toHaveCount(5);
  for (const [index, card] of (await cards.all()).entries()) {
    const blog = blogsInOrder[index + 1]!;
    await expect(card.getByRole('heading', { name: blog.name })).toBeVisible();
    await expect(card.getByText(blog.type, { exact: true })).toBeVisible();
    expect(await wordsOf(card.locator('[data-excerpt="card"]'))).toBe(10);
    await expect(card.locator('time')).toHaveText(DISPLAY_DATE);
    await expect(card.getByRole('link', { name: `Read More: ${blog.name}` })).toHaveAttribute(
      'href',
      `/blog/${blog.slug}`,
    );
  }
}

/** A post's page: trail, category heading, main image, name, description, Recent Posts. */
export async function expectBlogPost(page: Page, index = 0) {
  const blog = blogsInOrder[index]!;
  const response = await page.goto(`/blog/${blog.slug}`);
  expect(response?.status()).toBe(200);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Blog', blog.name]);
  await expect(trail.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.category);
  await expect(page.getByRole('heading', { level: 2, name: blog.name })).toBeVisible();
  const image = page.getByRole('img', { name: blog.name });
  await expect(image).toBeVisible();
  // The second image is the main one (spec).
  expect(decodeURIComponent((await image.getAttribute('src')) ?? '')).toContain(
    blog.images[1]!.split('/').pop()!,
  );
  const recent = page.getByRole('region', { name: 'Recent Posts' });
  const items = recent.getByRole('listitem');
  await expect(items).toHaveCount(Math.min(10, blogsInOrder.length));
  for (const [position, item] of (await items.all()).entries()) {
    const post = blogsInOrder[position]!;
    await expect(item.getByRole('link', { name: post.name })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
    await expect(item.getByText(/^Publish at /)).toHaveText(
      new RegExp(`^Publish at ${DISPLAY_DATE.source.slice(1, -1)}$`),
    );
  }
  return blog;
}
