import { expect, test } from './support/test';
import {
  expectCategoryInBoxAndGrid,
  expectDetailPageParts,
  expectDetailServerHtml,
  expectFaqColumns,
  expectFirstPageOfTen,
  expectPagingByTen,
  expectTypingFilters,
  expectUnknownSlugIs404,
  expectVideoEmbedsAfterPlay,
} from './support/specialities';
import { expectNoAxeViolations } from './support/axe';

test.describe('the specialities list', () => {
  test('shows the first ten specialities, each linking to its page', async ({ page }) => {
    await expectFirstPageOfTen(page);
  });

  test('puts ?category= in the search box and filters the grid by it', async ({ page }) => {
    await expectCategoryInBoxAndGrid(page);
  });

  test('filters as the visitor types, keeping focus, and says when nothing matches', async ({
    page,
  }) => {
    await expectTypingFilters(page);
  });

  test('pages by ten with at most three page links, never past the end', async ({
    page,
    request,
  }) => {
    await expectPagingByTen(page, request);
  });

  test('works without JavaScript: the search box is a form of the list', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/specialities');
    await page.getByRole('searchbox', { name: 'Find a speciality' }).fill('neuro');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/specialities\?category=neuro$/);
    await expect(
      page.getByRole('region', { name: 'All specialities' }).getByRole('link', {
        name: /Neuro & Spine Surgery/,
      }),
    ).toBeVisible();
    await context.close();
  });

  test('gives each view its canonical address', async ({ request }) => {
    const canonical = async (path: string) =>
      /rel="canonical" href="[^"]*?(\/specialities[^"]*)"/.exec(
        await (await request.get(path)).text(),
      )?.[1];
    expect(await canonical('/specialities')).toBe('/specialities');
    expect(await canonical('/specialities?page=2')).toBe('/specialities?page=2');
    expect(await canonical('/specialities?category=card')).toBe('/specialities');
  });
});

test.describe('a speciality page', () => {
  test('holds name, overview, meta title and description and FAQPage data in its HTML', async ({
    request,
  }) => {
    await expectDetailServerHtml(request);
  });

  test('shows the breadcrumb, name, call link, patient stories and onward links', async ({
    page,
  }) => {
    await expectDetailPageParts(page);
  });

  test('lists the speciality doctors with both actions', async ({ page }) => {
    await page.goto('/specialities/cardiology');
    const doctors = page.getByRole('region', { name: 'Our Cardiology doctors' });
    const cards = doctors.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByRole('link', { name: 'Know Your Doctor' })).toHaveAttribute(
      'href',
      /^\/doctor\//,
    );
    await expect(cards.first().getByRole('link', { name: 'Book an Appointment' })).toBeVisible();
  });

  test('shows its FAQ in two numbered columns, one answer open per column', async ({ page }) => {
    await expectFaqColumns(page);
  });

  test('embeds the explained video only after Play', async ({ page }) => {
    await expectVideoEmbedsAfterPlay(page);
  });

  test('on a phone the explainer video card ends inside its column, above the FAQ', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/specialities/cardiology', '/pa/specialities/cardiology']) {
      await page.goto(path);
      const overview = page.locator('section[aria-labelledby="speciality-overview"]');
      const card = overview.locator('figure');
      await expect(card).toHaveCount(1);
      const [cardBottom, columnBottom, faqTop] = await card.evaluate((figure) => [
        figure.getBoundingClientRect().bottom,
        figure.parentElement!.getBoundingClientRect().bottom,
        document.querySelector('section#faq')!.getBoundingClientRect().top,
      ]);
      expect(cardBottom, path).toBeLessThanOrEqual(columnBottom + 0.5);
      expect(cardBottom, path).toBeLessThan(faqTop);
    }
  });

  test('answers an unknown slug with a 404', async ({ request }) => {
    await expectUnknownSlugIs404(request);
  });
});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the list, searched, has no WCAG A/AA violations', async ({ page }) => {
      await page.goto('/specialities?category=o');
      await expectNoAxeViolations(page);
      await page.goto('/specialities?category=zzzz');
      await expectNoAxeViolations(page);
    });
    // A speciality page with an FAQ answer open: accessibility.spec.ts, at both widths.
  });
}
