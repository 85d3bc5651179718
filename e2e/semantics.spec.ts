import { expect, test, type Page } from '@playwright/test';
import { notFoundSample, sampleRoutes } from './support/routes';
import { startEverySlider } from './support/sliders';

// What assistive technology and low vision rely on beyond axe's rules: the current page marked in
// the menus, live regions that announce results, motion that stops when asked, and text that can
// be doubled in size without the page scrolling sideways or losing anything.

test.describe.configure({ mode: 'parallel' });

const pages = [...new Set([...Object.values(sampleRoutes), notFoundSample])];

/** Links in the menus with their href and aria-current, per menu. */
async function menuLinks(page: Page, menu: string) {
  return page
    .locator(menu)
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((link) => ({
        href: new URL((link as HTMLAnchorElement).href).pathname,
        current: link.getAttribute('aria-current'),
      })),
    );
}

test.describe('the menus mark the page the visitor is on', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of ['/doctors', '/careers', '/blogs', '/packages', '/gallery']) {
    test(`on ${path}, the menu links to it say aria-current="page" and no other link does`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect
        .poll(async () => (await menuLinks(page, 'header nav, footer nav')).some((l) => l.current))
        .toBe(true);
      const settled = await menuLinks(page, 'header nav, footer nav');
      expect(settled.filter((link) => link.current === 'page').every((l) => l.href === path)).toBe(
        true,
      );
      expect(settled.filter((link) => link.href === path && link.current !== 'page')).toEqual([]);
    });
  }

  test('a client-side move carries the mark to the new page', async ({ page }) => {
    await page.goto('/doctors');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[aria-current="page"]').first()).toHaveAttribute(
      'href',
      '/careers',
    );
    await expect(footer.locator('a[href="/doctors"][aria-current="page"]')).toHaveCount(0);
  });
});

test('search suggestions and form errors are announced through live regions', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: /doctor/i }).fill('singh');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ (doctor|result)/i })).toHaveCount(1);

  await page.goto('/contact-us');
  const form = page.getByRole('main').getByRole('form').first();
  await form.getByRole('button', { name: /submit|send/i }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
});

const LONGER_THAN_ANY_AUTOPLAY_STEP_MS = 6_000;
const SAMPLE_EVERY_MS = 500;

test.describe('with reduced motion asked for', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('no slider moves by itself and nothing animates on the home page', async ({ page }) => {
    await page.goto('/');
    await startEverySlider(page);
    const positions = () =>
      page
        .locator('.swiper-initialized .swiper-wrapper')
        .evaluateAll((wrappers) => wrappers.map((wrapper) => getComputedStyle(wrapper).transform));
    const before = await positions();
    const watchedUntil = Date.now() + LONGER_THAN_ANY_AUTOPLAY_STEP_MS;
    while (Date.now() < watchedUntil) {
      await page.waitForTimeout(SAMPLE_EVERY_MS);
      expect(await positions()).toEqual(before);
    }
    const running = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations === Infinity,
          ).length,
    );
    expect(running).toBe(0);
  });
});

/** Whether the page scrolls sideways, and which visible element sticks out past the right edge. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Content inside its own scrolling box (a wide data table) is reached there.
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].find((element) => {
      if (clipped(element)) return false;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.right > width + 1 &&
        box.width > 0 &&
        style.visibility !== 'hidden' &&
        !element.closest('.swiper, [aria-hidden="true"], dialog:not([open])')
      );
    });
    return {
      scrolls: document.documentElement.scrollWidth > width,
      wide: wide ? `${wide.tagName.toLowerCase()}.${wide.className}`.slice(0, 80) : null,
    };
  });
}

test.describe('zoomed to 200 % at 1280 px', () => {
  // Browser zoom at 200 % lays a 1280 px window out in 640 CSS pixels (the way WCAG's resize-text
  // criterion is met: the browser zooms, the layout reflows).
  test.use({ viewport: { width: 640, height: 450 } });

  for (const path of pages) {
    test(`${path} neither scrolls sideways nor cuts anything off`, async ({ page }) => {
      await page.goto(path);
      expect(await overflow(page)).toEqual({ scrolls: false, wide: null });
    });
  }
});
