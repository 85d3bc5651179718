import { expect, test, type Page } from './support/test';
import { iconOffsetsFromFirstLine, iconsAwayFromFirstLine } from './support/icon-alignment';
import { doubleTheText } from './support/semantics';

// Rows of an icon and words that wrap on a phone or in a narrow column: the icon stays beside the
// first line, not between the lines (the footer's and the visit card's rows are checked with
// their pages).

const rows = [
  { path: '/contact-us', rows: '[role="tabpanel"]:visible a:has(> svg):not([target])', least: 3 },
  {
    path: '/pa/contact-us',
    rows: '[role="tabpanel"]:visible a:has(> svg):not([target])',
    least: 3,
  },
  { path: '/academics', rows: 'main li:has(> svg)', least: 2 },
  { path: '/our-hospitals', rows: 'main article p:has(> svg)', least: 6 },
  { path: '/about-amandeep-hospital', rows: 'main li p:has(> svg)', least: 6 },
];

for (const { path, rows: selector, least } of rows)
  test(`on ${path} each icon of a wrapping row sits beside its first line`, async ({ page }) => {
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const offsets = await iconOffsetsFromFirstLine(page.locator(selector));
      expect(offsets.length, `${path} at ${width} px`).toBeGreaterThanOrEqual(least);
      expect(Math.max(...offsets), `${path} at ${width} px`).toBeLessThanOrEqual(3);
    }
  });

test("on /our-hospitals each Read more arrow follows the link's last word", async ({ page }) => {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/our-hospitals');
    const gaps = await page
      .getByRole('main')
      .getByRole('link', { name: /^Read more about / })
      .evaluateAll((links) =>
        links.map((link) => {
          const arrow = link.querySelector('svg')!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(link.firstChild!);
          const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const last = lines.at(-1)!;
          const sameLine = Math.abs(arrow.top + arrow.height / 2 - (last.top + last.height / 2));
          return Math.max(arrow.left - last.right, sameLine);
        }),
      );
    expect(gaps, `at ${width} px`).toHaveLength(6);
    expect(Math.max(...gaps), `at ${width} px`).toBeLessThanOrEqual(12);
  }
});

/** `path` on a 360 px phone with the reader's text size doubled: where short labels wrap. */
async function onPhoneWithTextDoubled(page: Page, path: string) {
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto(path);
  await doubleTheText(page);
}

test('on /emergency, with the text doubled on a phone, the pin of Nearest hospital first grows with the words and sits beside their first line', async ({
  page,
}) => {
  await onPhoneWithTextDoubled(page, '/emergency');
  const button = page.getByRole('button', { name: 'Nearest hospital first' });
  // At this size the label wraps: the case where a fixed, centred icon floated between the lines.
  expect((await button.boundingBox())!.height).toBeGreaterThan(100);
  expect(await iconOffsetsFromFirstLine(button)).toEqual([expect.any(Number)]);
  expect((await iconOffsetsFromFirstLine(button))[0]).toBeLessThanOrEqual(3);
  expect((await button.locator('svg').boundingBox())!.width).toBeCloseTo(40, 0);
});

test('with the text doubled on a phone, the emergency number in the phone menu and on /menu keeps its icon by the first line', async ({
  page,
}) => {
  await onPhoneWithTextDoubled(page, '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const inMenu = page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: /^24\/7 Emergency/ });
  await expect(inMenu).toBeVisible();
  // Wrapped: the number under "24/7 Emergency", the case where a centred icon floated between.
  expect((await inMenu.boundingBox())!.height).toBeGreaterThan(90);
  expect(await iconsAwayFromFirstLine(page)).toEqual([]);

  await onPhoneWithTextDoubled(page, '/menu');
  const onPage = page.getByRole('main').getByRole('link', { name: /^24\/7 Emergency/ });
  expect((await onPage.boundingBox())!.height).toBeGreaterThan(90);
  expect(await iconsAwayFromFirstLine(page)).toEqual([]);
});
