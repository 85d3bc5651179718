import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the phone menu starts with the emergency page, then the 24/7 emergency number', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const [first, second] = [menu.getByRole('link').nth(0), menu.getByRole('link').nth(1)];
  await expect(first).toHaveAttribute('href', '/emergency');
  await expect(first).toBeInViewport();
  await expect(second).toHaveAttribute('href', /^tel:\+\d{10,13}$/);
  await expect(second).toContainText('24/7 Emergency');
  await expect(second).toBeInViewport();
});

test('no two entries of the phone menu share a label', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // The panel's contents load with the first tap: wait for them, not only for the dialog.
  await expect(menu.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
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

test("the phone menu puts a patient's tasks first, then the rest of the site", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  const entries = await menu
    .getByRole('navigation', { name: 'Mobile' })
    .locator('a, button')
    .filter({ visible: true })
    .evaluateAll((items) => items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim()));
  expect(entries.slice(2, 8)).toEqual([
    'Find a Doctor',
    'Hospitals',
    'Specialities',
    'Centre of Excellence',
    'Services',
    'Book an Appointment',
  ]);
  for (const later of ['Leadership', 'Gallery', 'Nursing College (opens in a new tab)'])
    expect(entries.indexOf(later), later).toBeGreaterThan(7);
});

test('before the page script runs, the Menu button leads to the menu as a page', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  for (const name of ['Find a Doctor', 'Book an Appointment', 'Leadership'])
    await expect(page.getByRole('main').getByRole('link', { name }).first()).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'All specialities' }),
  ).toHaveAttribute('href', '/specialities');
  await context.close();
});
