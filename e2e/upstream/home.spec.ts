import { expect, test } from '@playwright/test';
import { STUB_ORIGIN } from '../../playwright.config';
import { catalogue } from '../support/catalogue';

// This server was built while the upstream was down (scripts/run-tests.mjs), and runs against the
// stub upstream answering in the content-pages reading (categoryData, blogs).

async function setStub(config: object) {
  const response = await fetch(`${STUB_ORIGIN}/__control/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(config),
  });
  expect(response.ok).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await setStub({ reading: 'b', fault: null });
});

test.afterAll(async () => {
  await setStub({ reading: 'a', fault: null });
});

test('the home page renders from the upstream on request, though the build could not reach it', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const speciality of catalogue.categories.slice(0, 5)) {
    expect(html).toContain(`href="/specialities/${speciality.slug}"`);
  }
  const requests = (await (await fetch(`${STUB_ORIGIN}/__control/requests`)).json()) as
    { path: string }[] | { requests: { path: string }[] };
  const paths = (Array.isArray(requests) ? requests : requests.requests).map((r) => r.path);
  expect(paths.some((path) => path.startsWith('/api/category-get?page=1&parPage=5'))).toBe(true);
  expect(paths).toContain('/api/products-get');
});

test("upstream images are shown from the upstream's own origin", async ({ page }) => {
  await page.goto('/');
  const doctor = catalogue.doctors[0]!;
  const portrait = page.getByRole('img', { name: `Portrait of ${doctor.name}` });
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveAttribute(
    'src',
    `${STUB_ORIGIN}/catalogue/doctors/${doctor.slug}.svg`,
  );
  expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('when the upstream fails, the last good content keeps being served', async ({ request }) => {
  expect((await request.get('/')).status()).toBe(200);
  await setStub({ fault: { kind: '500' } });
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`href="/specialities/${catalogue.categories[0]!.slug}"`);
});
