import { expect, test, type Page } from './support/test';
import { sampleRoutes } from './support/routes';
import { doubleTheText } from './support/semantics';

// The header at every laptop width, with enlarged text, and from the keyboard (issue: mid-size
// laptops lost the menu, the bar wrapped, and nothing to book or call stayed on screen).

const LAPTOP_WIDTHS = [1024, 1100, 1280, 1366];

/** How many lines of text a bar's items sit on: the distinct tops of its visible children. */
async function lineCount(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((bar) => {
    const tops = new Set<number>();
    for (const item of bar.querySelectorAll<HTMLElement>('a, button')) {
      const box = item.getBoundingClientRect();
      if (box.width > 1 && box.height > 1) tops.add(Math.round(box.top + box.height / 2));
    }
    // Items of one line are centred on the same line, give or take a pixel or two.
    return [...tops].sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - all[i - 1]! > 4)
      .length;
  });
}

for (const width of LAPTOP_WIDTHS) {
  test(`at ${width} px the header is one slim line and one bar line, with the whole main menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    const header = page.getByRole('banner');
    const height = (await header.boundingBox())!.height;
    expect(height, 'header height').toBeLessThanOrEqual(125);
    expect(await lineCount(page, 'header ul[aria-label="Helplines"] >> xpath=..'), 'slim bar').toBe(
      1,
    );
    expect(await lineCount(page, 'nav[aria-label="Main"]'), 'main menu').toBe(1);

    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'About Us',
      'Hospitals',
      'Specialities',
      'Centre of Excellence',
      'Services',
    ])
      await expect(menu.getByRole('button', { name: label, exact: true })).toBeInViewport({
        ratio: 1,
      });
    await expect(menu.getByRole('link', { name: 'Find a Doctor' })).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Book an Appointment' })).toBeInViewport({
      ratio: 1,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });

  test(`at ${width} px booking and a call-back stay on screen down the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    const book = page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' });
    await expect(book).toBeInViewport({ ratio: 1 });
    // Request a Call: in the main bar, or floating in the page margin on wide screens.
    const callBack = page.getByRole('link', { name: 'Request a Call' }).filter({ visible: true });
    await expect(callBack).toHaveCount(1);
    await expect(callBack).toBeInViewport({ ratio: 1 });
    await book.click();
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
  });
}

test('Tab from the top of the page reaches Book an Appointment within 15 presses', async ({
  page,
}) => {
  for (const width of [1024, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const book = page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' });
    let presses = 0;
    while (presses < 15 && !(await book.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(book, `at ${width} px after ${presses} Tabs`).toBeFocused();
  }
});

/** Enlarges the text as a reader's browser setting does (the default font size at 32 px). */
async function enlargeBrowserText(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

const ENLARGED_PAGES = [
  '/',
  '/doctors',
  '/appointment',
  '/empanelments',
  '/contact-us',
  sampleRoutes['/doctor/[slug]']!,
  sampleRoutes['/our-hospitals/[link]']!,
  sampleRoutes['/specialities/[slug]']!,
  '/menu',
];

for (const mode of ['browser setting', 'root font size'] as const) {
  test(`with text at 200 % (${mode}) no page scrolls sideways at 1366 px, and booking stays in view`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    if (mode === 'browser setting') await enlargeBrowserText(page);
    for (const path of ENLARGED_PAGES) {
      await page.goto(path);
      if (mode === 'root font size') await doubleTheText(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, path).toBeLessThanOrEqual(1366);
      await expect(
        page.getByRole('link', { name: 'Book an Appointment' }).filter({ visible: true }).first(),
        path,
      ).toBeInViewport();
    }
  });
}

test('at 320 px with normal text no page scrolls sideways', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of Object.values(sampleRoutes)) {
    await page.goto(path);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, path).toBeLessThanOrEqual(320);
  }
});

test('with text at 200 % on a 360 px phone, no page scrolls sideways, long words in headings wrap and the phone bar fits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await enlargeBrowserText(page);
  for (const path of Object.values(sampleRoutes)) {
    await page.goto(path);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, path).toBeLessThanOrEqual(360);
    // A heading only for screen readers (1 px wide, clipped) is left out.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, nav[aria-label="Quick actions"] > *')]
        .filter((el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(overflowing, path).toEqual([]);
  }
});

test('with text at 200 % on a 360 px phone, the booking dialog keeps its Close button inside it and does not scroll sideways, in any language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await enlargeBrowserText(page);
  const names = { '/': 'Book an Appointment', '/pa': 'ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ', '/hi': 'अपॉइंटमेंट बुक करें' };
  const closeNames = { '/': 'Close', '/pa': 'ਬੰਦ ਕਰੋ', '/hi': 'बंद करें' };
  for (const [path, name] of Object.entries(names)) {
    await page.goto(path);
    await page
      .getByRole('navigation', { name: /Quick actions|ਤੁਰੰਤ ਸੰਪਰਕ|तुरंत संपर्क/ })
      .getByRole('link')
      .last()
      .click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: closeNames[path as keyof typeof closeNames] });
    const [box, closeBox] = [(await dialog.boundingBox())!, (await close.boundingBox())!];
    expect(closeBox.x, path).toBeGreaterThanOrEqual(box.x);
    expect(closeBox.x + closeBox.width, path).toBeLessThanOrEqual(box.x + box.width);
    expect(
      await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth),
      path,
    ).toBe(true);
    await close.click();
    await expect(dialog).toBeHidden();
  }
});

test('with text at 200 % on a 360 px phone, no word on the phone bar breaks across two lines and the bar covers no end of a page, in any language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await enlargeBrowserText(page);
  const bars = { '/': 'Quick actions', '/pa': 'ਤੁਰੰਤ ਸੰਪਰਕ', '/hi': 'तुरंत संपर्क' };
  for (const [path, name] of Object.entries(bars)) {
    await page.goto(path);
    const bar = page.getByRole('navigation', { name });
    await expect(bar.getByRole('link')).toHaveCount(4);
    // A word drawn on two lines has two boxes.
    const broken = await bar.evaluate((nav) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(nav, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size > 1)
            words.push(match[0]);
        }
      }
      return words;
    });
    expect(broken, path).toEqual([]);
    await expect(bar).toBeInViewport({ ratio: 1 });
    // At the page's end the bar, two rows tall now, covers nothing of the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    const footerEnd = await page
      .getByRole('contentinfo')
      .locator('a, p, button, h2, li')
      .filter({ visible: true })
      .evaluateAll((items) =>
        Math.max(...items.map((item) => item.getBoundingClientRect().bottom)),
      );
    expect(footerEnd, path).toBeLessThanOrEqual(barTop);
  }
});
