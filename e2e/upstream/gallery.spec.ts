import { expect, test, type APIRequestContext } from '@playwright/test';
import { REVALIDATE_SECRET } from '../../playwright.config';
import {
  AWARDS_FAILED_LINE,
  GALLERY_SECTIONS,
  expectAllAwards,
  expectGalleryHtml,
  expectGalleryItems,
  expectGallerySections,
  galleryEvents,
  galleryNews,
  gallerySection,
  ourVideos,
} from '../support/gallery';
import { setStub, stubPathsSince } from '../support/stub-control';

// The gallery and the awards page against the stub upstream (this server was built while the
// upstream was down, so both render on request), in both readings of the API, and with the
// awards call failing.

const GALLERY_CALLS = ['/api/awards-get', '/api/newss-get', '/api/events-get', '/api/get-video'];

/**
 * Marks every cached upstream answer stale, then asks for the gallery until the stub has answered
 * its four calls again, in the reading it now speaks: so the next page is rendered from that
 * reading, not from the cache of the last one.
 */
async function renderAfresh(request: APIRequestContext) {
  const since = Date.now();
  const refreshed = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  expect(refreshed.status()).toBe(200);
  await expect
    .poll(
      async () => {
        expect((await request.get('/gallery')).status()).toBe(200);
        const paths = await stubPathsSince(since);
        return GALLERY_CALLS.every((wanted) => paths.some((path) => path.startsWith(wanted)));
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await setStub({ reading: 'b', fault: null });
});

// First in this file, so the awards have never been fetched: nothing to fall back on.
test('when the awards call fails, the gallery and the awards page answer 200 with a friendly line and keep the rest', async ({
  page,
  request,
}) => {
  await setStub({ fault: { kind: '500', paths: ['awards-get'] } });
  try {
    for (const path of ['/gallery', '/allaward']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(AWARDS_FAILED_LINE);
    }

    await page.goto('/gallery');
    const awards = gallerySection(page, GALLERY_SECTIONS[0].heading);
    await expect(awards.getByRole('status')).toContainText(AWARDS_FAILED_LINE);
    await expect(awards.getByRole('button', { name: /^Enlarge:/ })).toHaveCount(0);
    await expect(awards.getByRole('link', { name: GALLERY_SECTIONS[0].link })).toHaveAttribute(
      'href',
      '/allaward',
    );
    for (const [heading, items] of [
      [GALLERY_SECTIONS[1].heading, galleryNews],
      [GALLERY_SECTIONS[2].heading, galleryEvents],
    ] as const) {
      await expect(
        gallerySection(page, heading).getByRole('heading', { level: 3, name: items[0]!.name }),
      ).toBeAttached();
    }
    await expect(gallerySection(page, 'Our Video')).toContainText(ourVideos[0]!.name);

    await page.goto('/allaward');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Awards & Recognition' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(AWARDS_FAILED_LINE);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to gallery' }),
    ).toHaveAttribute('href', '/gallery');
  } finally {
    await setStub({ fault: null });
  }
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
  });
}

test.afterAll(async () => {
  await setStub({ reading: 'a', fault: null });
});
