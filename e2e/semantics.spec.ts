import { expect, test, type Page } from './support/test';
import { startEverySlider } from './support/sliders';

// What assistive technology and low vision rely on beyond axe's rules: the current page marked in
// the menus, live regions that announce results, and motion that stops when asked. Text doubled
// by the browser's zoom (every template at 640 px) is checked in template-sweep.spec.ts.

test.describe.configure({ mode: 'parallel' });

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
      // The language switch marks its own link in the server's HTML; the menus are marked after
      // hydration, so wait for every link to this page, not for the first mark.
      await expect
        .poll(async () =>
          (await menuLinks(page, 'header nav, footer nav'))
            .filter((link) => link.href === path)
            .map((link) => link.current),
        )
        .toEqual(expect.arrayContaining(['page']));
      await expect
        .poll(async () =>
          (await menuLinks(page, 'header nav, footer nav')).filter(
            (link) => link.href === path && link.current !== 'page',
          ),
        )
        .toEqual([]);
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

test('a slider that moves by itself has a button that stops it, and starts it again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/international-patients');
  await startEverySlider(page);
  // The journey's steps move on every 3 s (spec): a visitor reading one must be able to stop them.
  const journey = page.getByRole('group', { name: 'Patient journey', exact: true });
  await journey.scrollIntoViewIfNeeded();
  const position = () =>
    journey.locator('.swiper-wrapper').evaluate((wrapper) => getComputedStyle(wrapper).transform);
  const pause = journey.getByRole('button', { name: 'Pause the slides' });
  // Pointing at a slider holds it too: click by keyboard, with the mouse away from it.
  await page.mouse.move(0, 0);
  await pause.focus();
  await page.keyboard.press('Enter');
  const play = journey.getByRole('button', { name: 'Play the slides' });
  await expect(play).toBeFocused();
  // Focus leaving the slider starts it again unless the visitor stopped it.
  await play.blur();
  const stopped = await position();
  const watchedUntil = Date.now() + LONGER_THAN_ANY_AUTOPLAY_STEP_MS;
  while (Date.now() < watchedUntil) {
    await page.waitForTimeout(SAMPLE_EVERY_MS);
    expect(await position()).toBe(stopped);
  }
  await play.click();
  await page.mouse.move(0, 0);
  await expect(journey.getByRole('button', { name: 'Pause the slides' })).toBeVisible();
  await expect.poll(position, { timeout: LONGER_THAN_ANY_AUTOPLAY_STEP_MS }).not.toBe(stopped);
});

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
