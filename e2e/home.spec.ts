import { expect, test } from './support/test';
import { catalogue } from './support/catalogue';
import { SITE_ORIGIN } from './support/crawler';
import {
  expectAwards,
  expectFeaturedDoctors,
  expectFounderQuotes,
  expectHomeBlogs,
  expectNetworkHospitals,
  expectSearchBy,
  expectServerHtml,
  expectShortcutAndCareTiles,
  expectSpecialities,
} from './support/home-page';

const firstFive = catalogue.categories.slice(0, 5);

test('the home page is complete in the server HTML, before any JavaScript runs', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>Amandeep Hospital \| [^<]+<\/title>/);
  expect(html).toContain(
    '<meta name="description" content="Amandeep Hospital is a group of six multi-speciality hospitals',
  );
  expect(
    html.includes(`<link rel="canonical" href="${SITE_ORIGIN}"/>`) ||
      html.includes(`<link rel="canonical" href="${SITE_ORIGIN}/"/>`),
  ).toBe(true);
  // Up to the A to Z, which links to every speciality.
  const section = html.slice(html.indexOf('id="specialities"'), html.indexOf('id="search-by"'));
  expect(section.length).toBeGreaterThan(0);
  for (const speciality of firstFive) {
    expect(section).toContain(`href="/specialities/${speciality.slug}"`);
    expect(section).toContain(speciality.name.replace(/&/g, '&amp;'));
  }
  expect(section).not.toContain(`href="/specialities/${catalogue.categories[5]!.slug}"`);
});

test('every section of the home page is there, with its links', async ({ page, request }) => {
  await expectServerHtml(request);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectShortcutAndCareTiles(page);
  await expectFounderQuotes(page);
  await expectSpecialities(page);
  await expectNetworkHospitals(page);
  await expectFeaturedDoctors(page);
  await expectAwards(page);
  await expectHomeBlogs(page);
  await expectSearchBy(page);
});

test('an unknown address is a real 404 page that helps the visitor on', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | Amandeep Hospital');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  await expect(page.getByRole('main').getByRole('link', { name: 'Find a doctor' })).toHaveAttribute(
    'href',
    '/doctors',
  );
});

test('old home addresses redirect permanently to the home page', async ({ request }) => {
  const response = await request.get('/index.html', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/');
});

test('the skip link moves keyboard users to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
