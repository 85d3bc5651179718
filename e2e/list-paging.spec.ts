import { expect, test, type Locator, type Page } from './support/test';

// Another page of a list opens where the list starts, as every page opens at its top (spec): not
// at the paging row the visitor pressed, which on a phone would show only the new page's last
// cards. The first result of the new page is in view, the row pressed is not.

test.use({ viewport: { width: 390, height: 800 } });

const LISTS: { path: string; firstResult: (page: Page) => Locator }[] = [
  { path: '/doctors', firstResult: (page) => page.getByRole('main').getByRole('article').first() },
  { path: '/blogs', firstResult: (page) => page.getByRole('main').getByRole('article').first() },
  {
    path: '/specialities',
    firstResult: (page) => page.locator('main a[href^="/specialities/"]').first(),
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
