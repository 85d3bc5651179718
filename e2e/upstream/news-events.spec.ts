import { test, type APIRequestContext } from '../support/test';
import {
  eventsPage,
  expectColumns,
  expectEventSliderCloses,
  expectEventSliderStops,
  expectListPage,
  expectNewsSliderLocksScroll,
  expectNewsSliderLoops,
  mediaPages,
  mostPhotos,
  newsPage,
} from '../support/news-events';
import { renderFromStub, setStub } from '../support/stub-control';

// /all-news and /all-event against the stub upstream, in both readings: the checks of
// e2e/news-events.spec.ts. This server was built while the upstream was down: both pages render
// on request. A failing or empty list is e2e/resilience/missing-lists.spec.ts's, on a build no
// spec has run before.

/**
 * Marks every cached upstream answer stale, then asks for both pages until the stub has answered
 * their calls again, in the reading it now speaks.
 */
const renderAfresh = (request: APIRequestContext) =>
  renderFromStub(request, {
    visit: mediaPages.map(({ path }) => path),
    calls: ['/api/newss-get', '/api/events-get'],
  });

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  await setStub({ reading: 'b', fault: null });
});

for (const reading of ['a', 'b'] as const) {
  test.describe(`in the ${reading === 'a' ? 'site-core' : 'content pages'} reading`, () => {
    test.beforeAll(async ({ request }) => {
      await setStub({ reading, fault: null });
      await renderAfresh(request);
    });

    for (const listPage of [newsPage, eventsPage]) {
      test(`${listPage.path} shows every item with its first image, date, name and place, 3 in a row`, async ({
        page,
      }) => {
        await page.goto(listPage.path);
        await expectListPage(page, listPage);
        await expectColumns(page, listPage.path);
      });
    }

    test('the news slider loops, moves with the arrow keys and holds the page still', async ({
      page,
    }) => {
      const item = mostPhotos(newsPage.items);
      await page.goto(newsPage.path);
      await expectNewsSliderLoops(page, item);
      await page.reload();
      await expectNewsSliderLocksScroll(page, item);
    });

    test('the event slider stops at both ends, moves with the arrow keys and closes on the backdrop', async ({
      page,
    }) => {
      const item = mostPhotos(eventsPage.items);
      await page.goto(eventsPage.path);
      await expectEventSliderStops(page, item);
      await page.reload();
      await expectEventSliderCloses(page, item);
    });
  });
}

test.afterAll(async () => {
  await setStub({ reading: 'a', fault: null });
});
