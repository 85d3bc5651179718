import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';

// The wellness packages (/packages): six health checks at ₹2,499 each; BOOK NOW opens the
// booking modal with the package already named in the message, or without JavaScript leads to
// the appointment form with it written.

const PACKAGES = [
  'Basic Health Check',
  'Heart Health Check',
  'Diabetes Care Check',
  'Women’s Wellness Check',
  'Senior Citizen Health Check',
  'Thyroid and Bone Health Check',
];

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

const bookNow = (page: Page, name: string) =>
  card(page, name).getByRole('link', { name: /^Book now/i });

test('answers with its title, description and one h1', async ({ page }) => {
  const response = await page.goto('/packages');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Health Check Packages at ₹2,499 | Amandeep Hospital');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Six preventive health check packages at ₹2,499 each/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/packages$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Health Check Packages');
});

test('six packages, each at ₹2,499 with five inclusions and a BOOK NOW', async ({ page }) => {
  await page.goto('/packages');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(PACKAGES);
  for (const name of PACKAGES) {
    const item = card(page, name);
    await expect(item).toContainText('₹2,499');
    await expect(item.getByRole('listitem')).toHaveCount(5);
    const link = bookNow(page, name);
    await expect(link).toBeVisible();
    await expect(link).toHaveText(/^BOOK NOW/, { useInnerText: true });
  }
  await expect(page.getByRole('link', { name: /^Book now/i })).toHaveCount(6);
});

test('BOOK NOW opens the booking modal with the package named in the message', async ({ page }) => {
  await page.goto('/packages', { waitUntil: 'networkidle' });
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  for (const name of ['Heart Health Check', 'Women’s Wellness Check']) {
    await bookNow(page, name).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/packages$/);
    await expect(dialog.getByRole('textbox', { name: /Message/ })).toHaveValue(
      `I would like to book the ${name} (₹2,499).`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('search engines read the six packages as offers at 2499 INR', async ({ request }) => {
  const html = await (await request.get('/packages')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string; itemListElement?: unknown[] },
  );
  const catalog = blocks.find((block) => block['@type'] === 'OfferCatalog');
  expect(catalog?.itemListElement).toHaveLength(6);
  expect(catalog?.itemListElement).toEqual(
    PACKAGES.map((name) =>
      expect.objectContaining({
        '@type': 'Offer',
        price: 2499,
        priceCurrency: 'INR',
        itemOffered: expect.objectContaining({ name }),
      }),
    ),
  );
  expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('BOOK NOW leads to the appointment form with the package named in the message', async ({
    page,
  }) => {
    await page.goto('/packages');
    await bookNow(page, 'Diabetes Care Check').click();
    await expect(page).toHaveURL(/\/appointment\?message=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'I would like to book the Diabetes Care Check (₹2,499).',
    );
  });
});

for (const width of [1280, 390]) {
  test(`axe finds nothing to fix at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/packages');
    await expectNoAxeViolations(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
}
