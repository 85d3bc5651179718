import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { catalogue } from './support/catalogue';

// Automated WCAG 2.1 A/AA checks (axe) at desktop and phone widths: one page of each template.
// Pages whose own spec runs axe in a richer state (an overlay, an FAQ or accordion open) are
// checked there instead: blogs, specialities, gallery, news, events, about, leadership, model of
// care, packages, international patients, academics, empanelments, legal pages, statutory report.

const pages = [
  '/',
  '/doctors',
  '/doctor',
  `/doctor/${catalogue.doctors[0]!.slug}`,
  '/doctor/gt-road-amritsar/cardiology',
  '/appointment',
  '/contact-us',
  '/careers',
  '/specialities',
  '/our-hospitals',
  '/our-hospitals/amandeep-hospital-ferozepur',
  '/insurance-&-tpa',
  '/amandeep-centre-of-excellence-cleft-lip-Palate',
  '/csr',
  '/allaward',
  `/careers/${catalogue.careers[0]!.slug}`,
  '/thank-you',
  '/checkout',
  '/no-such-page',
];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of pages) {
      test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the open booking dialog and its form have no violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await dialog.getByRole('button', { name: 'Book an Appointment' }).click();
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('dialog[open]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`the home page at ${width} px, every carousel started and the doctor suggestions open, has no violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    // Scroll through, so every carousel comes into view and swiper takes it over.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await expect(page.locator('.swiper-initialized')).not.toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    const search = page.getByRole('combobox', { name: /doctor/i });
    await search.fill('singh');
    await expect(page.getByRole('listbox')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
