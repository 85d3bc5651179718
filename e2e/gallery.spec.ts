import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Locator, type Page } from './support/test';
import {
  GALLERY_SECTIONS,
  VIDEO_SECTION,
  clickBackdrop,
  expectAllAwards,
  expectCardOpensSlider,
  expectGalleryHtml,
  expectGalleryItems,
  expectGallerySections,
  expectZoomByKeyboard,
  expectZoomByPointer,
  expectZoomOpen,
  galleryAwards,
  galleryEvents,
  galleryNews,
  gallerySection,
  slidesOf,
  tabTo,
  zoomButton,
} from './support/gallery';

// The gallery's four carousels and the awards' zoom overlay. Motion is reduced, so the carousels
// hold still (no autoplay, no transition) while a test counts slides or clicks one.
test.use({ reducedMotion: 'reduce' });

const newestAward = galleryAwards[0]!;

/**
 * Brings each carousel into view in turn and waits until swiper has taken it over. Each waits for
 * its own: a fast scroll past them all can outrun a busy machine's next frame, so that one never
 * seems to have been seen.
 */
async function startEveryCarousel(page: Page) {
  const viewports = page.locator('main .swiper');
  await expect(viewports).toHaveCount(4);
  for (const viewport of await viewports.all()) {
    await viewport.scrollIntoViewIfNeeded();
    await expect(viewport).toHaveClass(/swiper-initialized/);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Slides whose box lies inside the carousel's visible track. */
async function slidesInView(region: Locator): Promise<number> {
  return region.locator('.swiper').evaluate((viewport) => {
    const box = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1 && rect.width > 0;
    }).length;
  });
}

test('the gallery has its four bands, their links, and every item in the server HTML', async ({
  page,
  request,
}) => {
  await expectGalleryHtml(request);
  await page.goto('/gallery');
  await expectGallerySections(page);
  await expectGalleryItems(page);
});

for (const [width, perView] of [
  [1280, 3],
  [800, 2],
  [390, 1],
] as const) {
  test(`at ${width} px each carousel shows ${perView} ${perView === 1 ? 'slide' : 'slides'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/gallery');
    await startEveryCarousel(page);
    for (const heading of [...GALLERY_SECTIONS.map((band) => band.heading), VIDEO_SECTION]) {
      const region = gallerySection(page, heading);
      expect(await slidesOf(region).count()).toBeGreaterThan(perView);
      expect(await slidesInView(region), heading).toBe(perView);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

test.describe('the award zoom overlay on the gallery', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens on a click, and closes by its X, a backdrop click and Escape, focus back on the image each time', async ({
    page,
  }) => {
    await page.goto('/gallery');
    await expectZoomByPointer(page, newestAward);
  });

  test('opens from the keyboard: Tab to the image, Enter', async ({ page }) => {
    await page.goto('/gallery');
    await expectZoomByKeyboard(page, newestAward);
  });
});

test.describe('a card on the gallery opens its slider', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a news card: the news slider, closed by Escape', async ({ page }) => {
    await page.goto('/gallery');
    await expectCardOpensSlider(page, 'News', galleryNews[0]!, 'Escape');
  });

  test('an event card: the event slider, closed by a click on its backdrop', async ({ page }) => {
    await page.goto('/gallery');
    await expectCardOpensSlider(page, 'Events', galleryEvents[0]!, 'backdrop');
  });
});

test.describe('/allaward', () => {
  test('shows every award, newest first, with the way back to the gallery', async ({ page }) => {
    await page.goto('/allaward');
    await expectAllAwards(page);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Gallery');
  });

  test('three awards a row on desktops, one on phones', async ({ page }) => {
    for (const [width, perRow] of [
      [1280, 3],
      [800, 2],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/allaward');
      const tops = await page
        .getByRole('main')
        .getByRole('article')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0]).length, `${width} px`).toBe(perRow);
    }
  });

  test('the zoom overlay opens from the keyboard and gives focus back', async ({ page }) => {
    await page.goto('/allaward');
    const award = galleryAwards[1]!;
    const image = zoomButton(page.getByRole('main'), award.name);
    await page.getByRole('main').getByRole('link', { name: 'Back to gallery' }).focus();
    await tabTo(page, image);
    await page.keyboard.press('Enter');
    const dialog = await expectZoomOpen(page, award);
    await dialog.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(image).toBeFocused();

    await image.click();
    await expectZoomOpen(page, award);
    await clickBackdrop(page, dialog);
    await expect(dialog).toBeHidden();
    await expect(image).toBeFocused();
  });
});

for (const width of [1280, 390]) {
  test(`/gallery at ${width} px, with the zoom overlay open, has no WCAG A/AA violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/gallery');
    await startEveryCarousel(page);
    const image = zoomButton(gallerySection(page, GALLERY_SECTIONS[0].heading), newestAward.name);
    await image.click();
    await expectZoomOpen(page, newestAward);
    await expectNoAxeViolations(page);
  });
}
