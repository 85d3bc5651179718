import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the phone menu starts with the 24/7 emergency number', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const first = menu.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^tel:\+\d{10,13}$/);
  await expect(first).toContainText('24/7 Emergency');
  await expect(first).toBeInViewport();
});

test('no two entries of the phone menu share a label', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const labels = await menu.locator('a, button').evaluateAll((entries) =>
    entries.map((entry) =>
      (entry.getAttribute('aria-label') ?? entry.textContent ?? '')
        .replace(/\(opens in a new tab\)/, '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase(),
    ),
  );
  expect(labels.length).toBeGreaterThan(20);
  const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
  expect(repeated).toEqual([]);
});
