import { expect, test, type APIRequestContext } from '@playwright/test';
import { REVALIDATE_SECRET } from '../../playwright.config';
import { eventsPage, expectCards, mediaPages, newsPage } from '../support/news-events';
import { setStub, stubPathsSince } from '../support/stub-control';

// /all-news and /all-event against the stub upstream, in both readings, and with /newss-get down.
// This server was built while the upstream was down: both pages render on request.

const FAILED_NEWS = 'We could not load the news just now. Please try again in a few minutes.';

/**
 * Marks every cached upstream answer stale, then asks for both pages until the stub has answered
 * their calls again, in the reading it now speaks.
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
        for (const { path } of mediaPages) expect((await request.get(path)).status()).toBe(200);
        const paths = await stubPathsSince(since);
        return ['/api/newss-get', '/api/events-get'].every((wanted) =>
          paths.some((path) => path.startsWith(wanted)),
        );
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await setStub({ reading: 'b', fault: null });
});

// First in this file. When no spec before it has had /newss-get answered, there is nothing to
// fall back on and the page says so; otherwise its last good answer is the grid it shows.
test('/all-news still answers 200 when the news call fails', async ({ request }) => {
  const answeredBefore = (await stubPathsSince(0)).some((path) =>
    path.startsWith('/api/newss-get'),
  );
  await setStub({ fault: { kind: '500', paths: ['newss-get'] } });
  try {
    const response = await request.get(newsPage.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    if (answeredBefore) expect(html).toContain(newsPage.items[0]!.images[0]!.split('/').pop());
    else {
      expect(html).toContain(FAILED_NEWS);
      expect(html).not.toContain('<article');
    }
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
