import { test, type APIRequestContext } from '@playwright/test';
import { eventsPage, expectCards, mediaPages, newsPage } from '../support/news-events';
import { renderFromStub, setStub } from '../support/stub-control';

// /all-news and /all-event against the stub upstream, in both readings. This server was built
// while the upstream was down: both pages render on request. A failing or empty list is
// e2e/resilience/missing-lists.spec.ts's, on a build no spec has run before.

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

test.beforeAll(async () => {
  await setStub({ reading: 'b', fault: null });
});

for (const reading of ['a', 'b'] as const) {
  test.describe(`in the ${reading === 'a' ? 'site-core' : 'content pages'} reading`, () => {
    test.beforeAll(async ({ request }) => {
      await setStub({ reading, fault: null });
      await renderAfresh(request);
    });

    for (const { path, items } of [newsPage, eventsPage]) {
      test(`${path} shows every item with its first image, date, name and place`, async ({
        page,
      }) => {
        await page.goto(path);
        await expectCards(page, items);
      });
    }
  });
}

test.afterAll(async () => {
  await setStub({ reading: 'a', fault: null });
});
