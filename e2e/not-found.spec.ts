import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

// Every 404 is the site's own page in the server's HTML: the header, the not-found words and the
// footer, before any script runs. Next 16 sent a notFound() thrown while a page was rendered on
// request (a slug the build did not render) as an empty error document, with everything only in
// the scripts; an address no route matches was always served whole, and stays here to compare.

const HEADING = 'We could not find that page';

/** Addresses that are no page, one for each way the site answers 404. */
const missing = [
  // No route matches (the prebuilt 404 page).
  '/nope-page',
  '/news/nope',
  // A dynamic segment, looked up when first asked for.
  '/doctor/nope',
  '/blog/nope',
  '/specialities/nope',
  '/careers/nope',
  // A location and a speciality, neither known.
  '/doctor/x/y',
  '/doctor/gt-road-amritsar/no-such-speciality',
  // A closed set (dynamicParams = false).
  '/our-hospitals/nope',
  '/no-such-service',
  // A page past the end of a list, and a view the lists never make (under each list's banner).
  '/doctors?page=999',
  '/blogs?page=999',
  '/specialities?page=999',
  '/doctors/view/nope',
  '/blogs/view/nope',
  '/specialities/view/nope',
];

/** The server's HTML without React's text separators, so that words read as shown. */
const readable = (html: string) => html.replaceAll('<!-- -->', '');

/** The part of `html` from the first `<tag` to its close. */
function element(html: string, tag: string): string {
  const start = html.indexOf(`<${tag}`);
  const end = html.indexOf(`</${tag}>`, start);
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

test.describe('the server HTML of a 404, read without a browser', () => {
  for (const path of missing) {
    test(`${path} answers 404 with the header, the not-found words and the footer`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = readable(await response.text());
      expect(html).not.toContain('__next_error__');
      expect(html).toContain('<html lang="en-IN"');
      expect(html).toContain('<title>Page not found | Amandeep Hospital</title>');
      expect(html).toMatch(/<meta name="robots" content="noindex/);

      const header = element(html, 'header');
      // Its words as a reader gets them, whatever markup splits them.
      expect(header.replace(/<[^>]+>/g, '')).toContain('Book an Appointment');
      expect(header).toContain('href="/our-hospitals"');

      const main = element(html, 'main');
      expect(main).toMatch(new RegExp(`<h[12]>${HEADING}</h[12]>`));
      expect(main).toContain('The page may have moved');
      expect(main).toContain('href="/doctors"');

      const footer = element(html, 'footer');
      expect(footer).toContain('Our hospitals');
      expect(footer).toContain('© 2025 Amandeep Hospital');
    });
  }

  test('a page that is found carries no trace of the not-found view', async ({ request }) => {
    for (const path of ['/doctor/dr-rohit-khanna', '/doctors?city=Srinagar', '/blogs?q=heart']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(element(readable(await response.text()), 'main'), path).not.toContain(HEADING);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/doctor/nope', '/careers/nope', '/doctor/x/y', '/doctors?page=999']) {
    test(`${path} shows the words, the header and the footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Find a doctor' }),
      ).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('© 2025 Amandeep Hospital');
    });
  }
});

test.describe('with JavaScript', () => {
  for (const path of ['/doctor/nope', '/blog/nope', '/doctors?page=999']) {
    test(`${path} shows one not-found view after the scripts run, without errors`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.waitForLoadState('load');
      const heading = page.getByRole('heading', { name: HEADING });
      await expect(heading).toBeVisible();
      await expect(heading).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(errors).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test('a 404 under a list keeps the list’s banner as its one h1', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/doctors?page=999');
    await expect(page.getByRole('heading', { level: 2, name: HEADING })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});
