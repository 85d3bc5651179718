import { expect, test, type Page } from './support/test';
import { holdScripts, pressBeforeScripts } from './support/chunks';
import { mostPhotos, newsPage, opener, photo } from './support/news-events';

// A press on a button before the page's code has run is kept and replayed once the button is
// live: a visitor on a slow phone who taps an FAQ question, a footer group, a menu or a tab at
// first sight of the page sees it open, instead of nothing happening.

test('an FAQ question pressed before the page is live opens once it is', async ({ page }) => {
  const question = (page: Page) => page.getByRole('button', { name: /What documents do I need/ });
  const release = await pressBeforeScripts(page, '/empanelments', question);
  await expect(question(page)).toHaveAttribute('aria-expanded', 'false');

  await release();
  await expect(question(page)).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`[id="${await question(page).getAttribute('aria-controls')}"]`);
  await expect(answer).toBeVisible();
  // Once: it stays open, not opened and closed again by a second delivery of the same press.
  await page.waitForTimeout(500);
  await expect(question(page)).toHaveAttribute('aria-expanded', 'true');
});

test('a main menu pressed before the page is live opens once it is', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const button = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Specialities', exact: true });
  const release = await pressBeforeScripts(page, '/contact-us', button);
  await expect(button(page)).toHaveAttribute('aria-expanded', 'false');

  await release();
  await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button(page).getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('link').first()).toBeVisible();
});

test('a news card pressed before the page is live opens its photos once it is', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const item = mostPhotos(newsPage.items);
  const release = await pressBeforeScripts(page, newsPage.path, (page) => opener(page, item));
  const dialog = page.getByRole('dialog', { name: item.name });
  await expect(dialog).toBeHidden();

  await release();
  await expect(dialog).toBeVisible();
  await expect(photo(dialog, item, 1)).toBeVisible();
  // Focus moved into it, as on a press made once the page is live.
  await expect(dialog.locator(':focus')).toHaveCount(1);
});

test('a video play button pressed before the page is live plays it once it is', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const videos = (page: Page) => page.getByRole('region', { name: 'Our videos' }).first();
  const play = (page: Page) =>
    videos(page)
      .getByRole('button', { name: /^Play video: / })
      .first();
  const release = await pressBeforeScripts(page, '/', play);
  await expect(videos(page).locator('iframe')).toHaveCount(0);

  await release();
  await expect(videos(page).locator('iframe')).toHaveCount(1);
});

test('the contact page rotation paused before the page is live stays paused once it is', async ({
  page,
}) => {
  const pause = (page: Page) => page.getByRole('button', { name: 'Pause rotation' });
  const release = await pressBeforeScripts(page, '/contact-us', pause);

  await release();
  await expect(page.getByRole('button', { name: 'Resume rotation' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [path, name] of [
    ['/contact-us', 'Legal'],
    ['/pa/contact-us', 'ਕਾਨੂੰਨੀ'],
  ] as const) {
    test(`${path}: a footer group pressed before the page is live opens once it is`, async ({
      page,
    }) => {
      const group = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name });
      const toggle = (page: Page) => group(page).getByRole('button', { name });
      const release = await pressBeforeScripts(page, path, toggle);
      await expect(group(page).getByRole('link')).toHaveCount(0);

      await release();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(group(page).getByRole('link').first()).toBeVisible();
    });
  }

  test('a tab pressed before the page is live is shown once it is', async ({ page }) => {
    const students = (page: Page) => page.getByRole('region', { name: 'Our students' });
    const past = (page: Page) => students(page).getByRole('tab', { name: /Past/ });
    const release = await pressBeforeScripts(page, '/academics', past);
    await expect(past(page)).toHaveAttribute('aria-selected', 'false');

    await release();
    await expect(past(page)).toHaveAttribute('aria-selected', 'true');
    await expect(students(page).getByRole('tabpanel')).toBeVisible();
  });

  test('View More pressed before the page is live shows every student once it is', async ({
    page,
  }) => {
    const students = (page: Page) => page.getByRole('region', { name: 'Our students' });
    const cards = (page: Page) => students(page).getByRole('tabpanel').getByRole('article');
    const viewMore = (page: Page) => students(page).getByRole('button', { name: /View More/ });
    const release = await pressBeforeScripts(page, '/academics', viewMore);
    await expect(cards(page)).toHaveCount(3);

    await release();
    await expect(viewMore(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(6);
  });
});

test.describe('a carousel on a phone, before its slider has started', () => {
  // Motion reduced: no autoplay, so the slide in view is the one the visitor chose.
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  /** The gallery's first carousel, and the numbers of its slides wholly in view. */
  const carousel = (page: Page) => page.locator('main .swiper').first();
  const slidesInView = (page: Page) =>
    carousel(page).evaluate((viewport) => {
      const box = viewport.getBoundingClientRect();
      return [...viewport.querySelectorAll('[aria-roledescription="slide"]')]
        .filter((slide) => {
          const rect = slide.getBoundingClientRect();
          return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
        })
        .map((slide) => slide.getAttribute('aria-label'));
    });

  test('a track swiped to its third slide stays there when the slider starts', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/gallery', { waitUntil: 'commit' });
    await carousel(page).scrollIntoViewIfNeeded();
    // As a swipe does: the plain track scrolls, and snaps to a slide.
    await carousel(page)
      .locator('.swiper-wrapper')
      .evaluate((track) => {
        const slide = track.firstElementChild as HTMLElement;
        track.scrollLeft = 2 * (slide.offsetWidth + parseFloat(getComputedStyle(track).columnGap));
      });
    expect(await slidesInView(page)).toEqual([expect.stringMatching(/^3 of \d+$/)]);

    release();
    await expect(carousel(page)).toHaveClass(/swiper-initialized/);
    expect(await slidesInView(page)).toEqual([expect.stringMatching(/^3 of \d+$/)]);
  });

  test('its Next arrow pressed before the page is live moves it on by one', async ({ page }) => {
    const next = (page: Page) =>
      carousel(page).locator('xpath=..').getByRole('button', { name: 'Next slide' });
    const release = await pressBeforeScripts(page, '/gallery', next);

    await release();
    await expect(carousel(page)).toHaveClass(/swiper-initialized/);
    await expect.poll(() => slidesInView(page)).toEqual([expect.stringMatching(/^2 of \d+$/)]);
  });
});
