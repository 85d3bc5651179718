import { expect, test, type APIRequestContext } from '../support/test';
import { STUB_ORIGIN } from '../../playwright.config';
import { renderFromStub, setStub } from '../support/stub-control';
import { catalogue } from '../support/catalogue';
import {
  expectAwards,
  expectFeaturedDoctors,
  expectHomeBlogs,
  expectNetworkHospitals,
  expectSearchBy,
  expectServerHtml,
  expectShortcutAndCareTiles,
  expectSpecialities,
} from '../support/home-page';
import {
  expectEscapeCloses,
  expectInnerTextSuggestions,
  expectKeyboardChoiceOpensProfile,
  expectOutsideClickClosesAndFocusReopens,
  expectSearchFormLandsOnFilteredDoctors,
} from '../support/home-search';

// This server was built while the upstream was down (scripts/run-tests.mjs), and runs against the
// stub upstream answering in the content-pages reading (categoryData, blogs).

/**
 * Marks every cached upstream answer stale, then asks for the home page until the stub has
 * answered its category and blog requests again, in the reading it now speaks: so the next page
 * is rendered from that reading, not from the cache of the last one.
 */
const renderAfresh = (request: APIRequestContext) =>
  renderFromStub(request, {
    visit: ['/'],
    calls: ['/api/category-get?page=1', '/api/blog-gets?page=1'],
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await setStub({ reading: 'b', fault: null });
});

// First in this file, so the awards have never been fetched: nothing to fall back on.
test('the home page still answers 200, with every other section, when the awards call fails', async ({
  request,
}) => {
  await setStub({ fault: { kind: '500', paths: ['awards-get'] } });
  try {
    await expectServerHtml(request);
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

    test('every section of the home page, with its links', async ({ page, request }) => {
      await expectServerHtml(request);
      await page.goto('/');
      await expectShortcutAndCareTiles(page);
      await expectSpecialities(page);
      await expectNetworkHospitals(page);
      await expectFeaturedDoctors(page);
      await expectAwards(page);
      await expectHomeBlogs(page);
      await expectSearchBy(page);
    });

    test('the doctor search suggests, closes, opens a profile and falls back to a form', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectInnerTextSuggestions(page);
      await expectOutsideClickClosesAndFocusReopens(page);
      await expectEscapeCloses(page);
      await expectKeyboardChoiceOpensProfile(page);
      await expectSearchFormLandsOnFilteredDoctors(page);
    });
  });
}

test.describe('after the readings', () => {
  test.beforeAll(async () => {
    await setStub({ reading: 'b', fault: null });
  });

  test.afterAll(async () => {
    await setStub({ reading: 'a', fault: null });
  });

  test('the home page renders from the upstream on request, though the build could not reach it', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const speciality of catalogue.categories.slice(0, 5)) {
      expect(html).toContain(`href="/specialities/${speciality.slug}"`);
    }
    const requests = (await (await fetch(`${STUB_ORIGIN}/__control/requests`)).json()) as
      { path: string }[] | { requests: { path: string }[] };
    const paths = (Array.isArray(requests) ? requests : requests.requests).map((r) => r.path);
    expect(paths.some((path) => path.startsWith('/api/category-get?page=1&parPage=5'))).toBe(true);
    expect(paths).toContain('/api/products-get');
  });

  test("upstream images are shown from the upstream's own origin", async ({ page }) => {
    await page.goto('/');
    const doctor = catalogue.doctors[0]!;
    const portrait = page.getByRole('img', { name: `Portrait of ${doctor.name}` });
    await expect(portrait).toBeVisible();
    await expect(portrait).toHaveAttribute(
      'src',
      `${STUB_ORIGIN}/catalogue/doctors/${doctor.slug}.svg`,
    );
    // In a carousel now, and lazy: it loads once scrolled to.
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('when the upstream fails, the last good content keeps being served', async ({ request }) => {
    expect((await request.get('/')).status()).toBe(200);
    await setStub({ fault: { kind: '500' } });
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(
      `href="/specialities/${catalogue.categories[0]!.slug}"`,
    );
  });
});
