import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from './support/test';
import { DOCTORS_PAGE_SIZE } from '../lib/doctors/query';
import { catalogue } from './support/catalogue';
import { SITE_ORIGIN } from './support/crawler';

// The doctors list is rendered on the server for each address, one page of cards at a time, with
// plain links to the other pages: every doctor is reachable by a crawler or without JavaScript.

const HTML_BUDGET_GZIP = 30 * 1024;

/** The slugs of the doctor cards in the server HTML, in order. */
const cardSlugs = (html: string) =>
  [...html.matchAll(/<li>(?:(?!<\/li>).)*?href="\/doctor\/([^"]+)"/gs)].map((match) => match[1]!);

/** The addresses of the list's page links, as a crawler reads them. */
const pageLinks = (html: string) => [
  ...new Set(
    [...html.matchAll(/href="(\/doctors\?(?:[^"]*&amp;)?page=\d+[^"]*)"/g)].map((match) =>
      match[1]!.replace(/&amp;/g, '&'),
    ),
  ),
];

async function crawl(request: APIRequestContext, start: string) {
  const seen = new Set([start]);
  const queue = [start];
  const slugs: string[] = [];
  for (let path = queue.shift(); path; path = queue.shift()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(gzipSync(html).length, `${path} gzip size`).toBeLessThanOrEqual(HTML_BUDGET_GZIP);
    const cards = cardSlugs(html);
    expect(cards.length, path).toBeLessThanOrEqual(DOCTORS_PAGE_SIZE);
    slugs.push(...cards);
    for (const link of pageLinks(html))
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
  }
  return slugs;
}

test.describe('/doctors pages', () => {
  test('following the page links from the server HTML reaches every doctor once, each page within the HTML budget', async ({
    request,
  }) => {
    const slugs = await crawl(request, '/doctors');
    expect(slugs).toEqual(catalogue.doctors.map((doctor) => doctor.slug));
  });

  test('the pages of a filtered list keep the filter', async ({ request }) => {
    const slugs = await crawl(request, '/doctors?category=c');
    expect(slugs).toEqual(
      catalogue.doctors
        .filter((doctor) => doctor.category.toLowerCase().startsWith('c'))
        .map((doctor) => doctor.slug),
    );
  });

  test('a page past the last, or an address the list never makes, is a real 404', async ({
    request,
  }) => {
    const last = Math.ceil(catalogue.doctors.length / DOCTORS_PAGE_SIZE);
    expect((await request.get(`/doctors?page=${last}`)).status()).toBe(200);
    expect((await request.get(`/doctors?page=${last + 1}`)).status()).toBe(404);
    expect((await request.get('/doctors/view/not-a-view!')).status()).toBe(404);
  });

  test('the canonical link of a filtered list is the list, and of a later page that page', async ({
    request,
  }) => {
    const canonical = async (path: string) =>
      (await (await request.get(path)).text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(await canonical('/doctors?city=Srinagar&q=a')).toBe(`${SITE_ORIGIN}/doctors`);
    expect(await canonical('/doctors?page=2')).toBe(`${SITE_ORIGIN}/doctors?page=2`);
  });
});

test.describe('/doctors without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page links, the hospital links and the search form all work', async ({ page }) => {
    await page.goto('/doctors');
    const list = page.getByRole('region', { name: 'Our doctors' });
    const names = list.getByRole('article').locator('h3');
    await page
      .getByRole('navigation', { name: 'Pages of doctors' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL('/doctors?page=2');
    await expect(names).toHaveText(
      catalogue.doctors
        .slice(DOCTORS_PAGE_SIZE, 2 * DOCTORS_PAGE_SIZE)
        .map((doctor) => doctor.name),
    );

    await page
      .getByRole('navigation', { name: 'Filter by hospital' })
      .getByRole('link', { name: 'Pathankot' })
      .click();
    await expect(page).toHaveURL('/doctors?city=Pathankot');
    await page.getByLabel("Doctor's name").fill('singh');
    await page.getByLabel("Doctor's name").press('Enter');
    await expect(page).toHaveURL(/\/doctors\?city=Pathankot&q=singh&category=$/);
    await expect(names).toHaveText(
      catalogue.doctors
        .filter(
          (doctor) =>
            doctor.city.split(',').some((city) => city.trim() === 'Pathankot') &&
            doctor.name.toLowerCase().includes('singh'),
        )
        .map((doctor) => doctor.name),
    );
  });
});
