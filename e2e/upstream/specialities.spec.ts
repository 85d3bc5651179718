import { test, type APIRequestContext } from '../support/test';
import { renderFromStub, setStub } from '../support/stub-control';
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
} from '../support/specialities';

// This server was built while the upstream was down (scripts/run-tests.mjs), and runs against the
// stub upstream, in the site-core reading (`categorys`, no totals) and in the content pages' one
// (`categoryData` with `totalCategory`). Each reading searches with texts and opens specialities
// of its own, so what it checks was rendered from that reading, not from the other's cache.

/**
 * Marks every cached upstream answer stale, then asks for a speciality page until the stub has
 * answered the whole category list again, in the reading it now speaks: the slug lookup of the
 * pages checked next reads that reading, not the cache of the last one.
 */
async function renderAfresh(request: APIRequestContext, reading: string) {
  await renderFromStub(request, {
    visit: [],
    calls: [/^\/api\/category-get$/],
    // An unknown speciality looks the slug up in the whole list, which is not cached.
    ready: async () => {
      await request.get(`/specialities/no-such-speciality-${reading}`);
      return true;
    },
  });
}

test.describe.configure({ mode: 'serial' });

const READINGS = {
  a: { name: 'site-core', slug: 'cardiology', search: 'Card', typed: 'uRo', paged: 'r' },
  b: { name: 'content pages', slug: 'urology', search: 'CARD', typed: 'URO', paged: 'R' },
} as const;

for (const reading of ['a', 'b'] as const) {
  const { name, slug, search, typed, paged } = READINGS[reading];

  test.describe(`in the ${name} reading`, () => {
    test.beforeAll(async ({ request }) => {
      await setStub({ reading, fault: null });
      await renderAfresh(request, reading);
    });

    test('the list: first ten, searched, typed into and paged by ten', async ({
      page,
      request,
    }) => {
      await expectFirstPageOfTen(page);
      await expectCategoryInBoxAndGrid(page, search);
      await expectTypingFilters(page, typed);
      await expectPagingByTen(page, request, paged);
    });

    test('a speciality page: its HTML, its parts, its FAQ and its video', async ({
      page,
      request,
    }) => {
      await expectDetailServerHtml(request, slug);
      await expectDetailPageParts(page, slug);
      await expectFaqColumns(page, slug);
      await expectVideoEmbedsAfterPlay(page, slug);
    });

    test('an unknown speciality is a 404', async ({ request }) => {
      await expectUnknownSlugIs404(request);
    });
  });
}

test.afterAll(async () => {
  await setStub({ reading: 'a', fault: null });
});
