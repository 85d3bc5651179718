import { expect, test } from './support/test';

// The CSR page (/csr): its policy PDF, committee, the 2023-2024 projects, three initiatives on
// video, and a number to call.

const initiatives = [
  'Free health camps in villages',
  'Free cleft surgery for children',
  'Blood donation drives',
];

test.beforeEach(async ({ page }) => {
  const response = await page.goto('/csr');
  expect(response?.status()).toBe(200);
});

test('answers with its title, description and one h1', async ({ page }) => {
  await expect(page).toHaveTitle('CSR: Corporate Social Responsibility | Amandeep Hospital');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /free village health camps, free cleft surgery for children and blood donation drives/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/csr$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Corporate Social Responsibility',
  );
});

test('the committee table has the serial number, member and designation columns', async ({
  page,
}) => {
  const table = page.getByRole('table', { name: 'Composition of the CSR Committee' });
  await expect(table.getByRole('columnheader')).toHaveText(['Sr. No.', 'Member', 'Designation']);
  await expect(table.locator('tbody tr').first()).toContainText('Chairperson');
});

test('the 2023-2024 projects table lists six projects, right-aligned, totalling 49,58,535.72', async ({
  page,
}) => {
  const table = page.getByRole('table', { name: 'CSR projects and amount spent, 2023-2024' });
  await expect(table.getByRole('columnheader')).toHaveText(['Sr. No.', 'Project', 'Amount (₹)']);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(6);
  await expect(rows.locator('td:first-child')).toHaveText(['1', '2', '3', '4', '5', '6']);
  const amounts = table.locator('tbody td:last-child, tfoot td:last-child');
  await expect(amounts).toHaveCount(7);
  for (const text of await amounts.allTextContents())
    expect(text).toMatch(/^(\d{1,2},)*\d{1,3}\.\d{2}$/);
  const alignments = await amounts.evaluateAll((cells) =>
    cells.map((cell) => getComputedStyle(cell).textAlign),
  );
  expect(
    alignments.every((align) => align === 'right' || align === 'end'),
    alignments.join(),
  ).toBe(true);
  const total = table.locator('tfoot tr');
  await expect(total).toHaveCount(1);
  await expect(total).toContainText('Total');
  await expect(total.locator('td').last()).toHaveText('49,58,535.72');
});

test('three initiatives, each with its own three videos', async ({ page }) => {
  const section = page.getByRole('region', { name: 'Our initiatives' });
  const seen = new Set<string>();
  for (const heading of initiatives) {
    const initiative = section.getByRole('region', { name: heading, exact: true });
    await expect(initiative.getByRole('heading', { level: 3 })).toHaveText(heading);
    await expect(initiative.locator('p').first()).not.toBeEmpty();
    const videos = initiative.locator('figure');
    await expect(videos).toHaveCount(3);
    const play = videos.getByRole('button', { name: /^Play / });
    await expect(play).toHaveCount(3);
    for (const name of await play.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    ))
      seen.add(name);
  }
  expect(seen.size).toBe(9);
});

test('the CSR policy link names a PDF and its size, and the PDF is there', async ({
  page,
  request,
}) => {
  const link = page.getByRole('main').getByRole('link', { name: /^CSR Policy \(PDF, \d+ KB\)$/ });
  await expect(link).toBeVisible();
  const response = await request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const labelled = Number(/(\d+) KB/.exec((await link.textContent()) ?? '')?.[1]);
  expect(labelled).toBe(Math.round(body.length / 1024));
});

test('ends with a number to call for more information', async ({ page }) => {
  const call = page.getByRole('main').locator('a[href^="tel:+91"]');
  await expect(call.first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('For more information');
});
