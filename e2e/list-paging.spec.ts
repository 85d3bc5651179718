import { expect, test, type Locator, type Page } from './support/test';

// Another page of a list opens where the list starts, as every page opens at its top (spec): not
// at the paging row the visitor pressed, which on a phone would show only the new page's last
// cards. The first result of the new page is in view, the row pressed is not. From the keyboard,
// focus goes there too: to the list's count line or heading, and Tab then reaches the first result.

test.use({ viewport: { width: 390, height: 800 } });

const LISTS: { path: string; firstResult: (page: Page) => Locator; start: RegExp }[] = [
  {
    path: '/doctors',
    firstResult: (page) => page.getByRole('main').getByRole('article').first(),
    start: /^\d+ doctors, page 2 of \d+$/,
  },
  {
    path: '/blogs',
    firstResult: (page) => page.getByRole('main').getByRole('article').first(),
    start: /^Latest articles$/,
  },
  {
    path: '/specialities',
    firstResult: (page) => page.locator('main a[href^="/specialities/"]').first(),
    start: /^Showing \d+–\d+ of \d+ specialities$/,
  },
];

const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });

for (const { path, firstResult } of LISTS) {
  test(`${path}: Next, pressed under the list, opens page 2 at the list's start`, async ({
    page,
  }) => {
    await page.goto(path);
    const firstOnPage1 = await firstResult(page).textContent();
    const next = page.getByRole('main').getByRole('link', { name: 'Next', exact: true });
    await next.scrollIntoViewIfNeeded();
    expect(await inView(firstResult(page))).toBe(false);

    await next.click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(firstResult(page)).not.toHaveText(firstOnPage1 ?? '');
    await expect.poll(() => inView(firstResult(page))).toBe(true);
    expect(await inView(page.getByRole('main').getByRole('link', { name: 'Previous' }))).toBe(
      false,
    );
  });
}

for (const { path, firstResult, start } of LISTS)
  test(`${path}: Next, pressed with the keyboard, puts focus at page 2's start, and Tab on its first result`, async ({
    page,
  }) => {
    await page.goto(path);
    const next = page.getByRole('main').getByRole('link', { name: 'Next', exact: true });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''))
      .toMatch(start);
    // No control, so no ring around it: the next Tab shows one on the first result.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe(
      'none',
    );
    await page.keyboard.press('Tab');
    const first = firstResult(page);
    const focusedInFirst = await first.evaluate(
      (element) => element === document.activeElement || element.contains(document.activeElement),
    );
    expect(
      focusedInFirst,
      await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120)),
    ).toBe(true);
  });

test("a page of a list opened from its address leaves focus at the page's start", async ({
  page,
}) => {
  await page.goto('/doctors?page=2');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
});

test('pressing the page one is on, then searching, leaves focus in the search box', async ({
  page,
}) => {
  await page.goto('/doctors?page=2');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: '2', exact: true }).click();
  const search = page.getByLabel("Doctor's name");
  // Reached with the keyboard (Shift+Tab), not a click.
  await search.focus();
  // "Dr" matches every doctor: a list of pages again, whose first page must not take focus.
  await search.pressSequentially('Dr', { delay: 60 });
  await expect(page).toHaveURL(/[?&]q=Dr/);
  await expect(page.getByRole('main').getByText(/, page 1 of \d+$/)).toBeVisible();
  await expect(search).toBeFocused();
});
