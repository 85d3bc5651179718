import { test, type APIRequestContext } from '../support/test';
import {
  expectAllAwards,
  expectCardOpensSlider,
  expectGalleryHtml,
  expectGalleryItems,
  expectGallerySections,
  expectZoomByKeyboard,
  expectZoomByPointer,
  galleryAwards,
  galleryEvents,
  galleryNews,
} from '../support/gallery';
import { renderFromStub, setStub } from '../support/stub-control';

// The gallery and the awards page against the stub upstream (this server was built while the
// upstream was down, so both render on request), in both readings of the API. A failing or
// empty list is e2e/resilience/missing-lists.spec.ts's, on a build no spec has run before.

const GALLERY_CALLS = ['/api/awards-get', '/api/newss-get', '/api/events-get', '/api/get-video'];

/**
 * Marks every cached upstream answer stale, then asks for the gallery until the stub has answered
 * its four calls again, in the reading it now speaks: so the next page is rendered from that
 * reading, not from the cache of the last one.
 */
const renderAfresh = (request: APIRequestContext) =>
  renderFromStub(request, { visit: ['/gallery'], calls: GALLERY_CALLS });

test.describe.configure({ mode: 'serial' });
// The carousels hold still (no autoplay, no transition) while a test clicks a slide.
test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  await setStub({ reading: 'b', fault: null });
});

for (const reading of ['a', 'b'] as const) {
  test.describe(`in the ${reading === 'a' ? 'site-core' : 'content pages'} reading`, () => {
    test.beforeAll(async ({ request }) => {
      await setStub({ reading, fault: null });
      await renderAfresh(request);
    });

    test('the gallery shows its four bands with the upstream items', async ({ page, request }) => {
      await expectGalleryHtml(request);
      await page.goto('/gallery');
      await expectGallerySections(page);
      await expectGalleryItems(page);
    });

    test('the awards page shows every award', async ({ page }) => {
      await page.goto('/allaward');
      await expectAllAwards(page);
    });

    test('an award opens its zoom overlay on a click, which closes by X, backdrop and Escape', async ({
      page,
    }) => {
      await page.goto('/gallery');
      await expectZoomByPointer(page, galleryAwards[0]!);
    });

    test('an award opens its zoom overlay on Enter, and Escape gives focus back', async ({
      page,
    }) => {
      await page.goto('/gallery');
      await expectZoomByKeyboard(page, galleryAwards[0]!);
    });

    test('a news card and an event card open their sliders', async ({ page }) => {
      await page.goto('/gallery');
      await expectCardOpensSlider(page, 'News', galleryNews[0]!, 'Escape');
      await expectCardOpensSlider(page, 'Events', galleryEvents[0]!, 'backdrop');
    });
  });
}

test.afterAll(async () => {
  await setStub({ reading: 'a', fault: null });
});
