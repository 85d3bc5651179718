import { expect, test } from './support/test';
import { join } from 'node:path';
import { BUDGETS, expectedStatusOf, htmlBudgetOf } from '../scripts/bench/budgets.mjs';
import { firstLoadJs, htmlSize, kb, stylesheetSize } from '../scripts/bench/sizes.mjs';
import { sampleRoutes } from './support/routes';

// The deterministic performance budgets, on the embedded production build: the same
// figures `npm run bench` reports, with the same code. A new route is covered through sampleRoutes.

for (const [route, path] of Object.entries(sampleRoutes)) {
  const budget = htmlBudgetOf(route);
  test(`${route}: the HTML document is within ${kb(budget)} gzip`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(expectedStatusOf(route));
    const { gzip } = htmlSize(await response.text());
    expect(gzip, `${path}: ${kb(gzip)} gzip`).toBeLessThanOrEqual(budget);
  });

  test(`${route}: the stylesheets it waits for are within ${kb(BUDGETS.stylesheetGzipBytes)} gzip`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const { stylesheets, cssGzip } = await stylesheetSize(html, async (href) => {
      const sheet = await request.get(href);
      expect(sheet.status(), href).toBe(200);
      return sheet.text();
    });
    expect(stylesheets, `${path} links no stylesheet`).toBeGreaterThan(0);
    expect(cssGzip, `${path}: ${kb(cssGzip)} gzip in ${stylesheets} sheets`).toBeLessThanOrEqual(
      BUDGETS.stylesheetGzipBytes,
    );
  });
}

test('first-load JavaScript of every route is within 160 KB', () => {
  const routes = firstLoadJs(join(__dirname, '..', '.next'));
  expect(routes.length).toBeGreaterThan(0);
  const over = routes
    .filter((route) => route.gzip > BUDGETS.firstLoadJsBytes)
    .map((route) => `${route.route}: ${kb(route.gzip)}`);
  expect(over).toEqual([]);
});
