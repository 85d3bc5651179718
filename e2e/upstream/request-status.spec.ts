import { expect, test } from '../support/test';
import { DATA_DIRS, storedSubmissions } from '../support/forms';
import {
  answerWords,
  bookAndGetReference,
  NOT_FOUND_HEADING,
  lookUpStatus,
  pathankotBooking,
  statusAnswerPath,
} from '../support/request-status';

// "Where is my request?" with a hospital API: the relay passes a request on, and the page says
// when. The server trusts one proxy hop, so each test speaks as a visitor of its own.

const visitor = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

test('a relayed booking shows as passed to the hospital team, with the time', async ({
  page,
  request,
}) => {
  const headers = visitor();
  const reference = await bookAndGetReference(request, pathankotBooking(), headers);
  await expect
    .poll(
      async () =>
        (await storedSubmissions(DATA_DIRS.upstream)).find((row) => row.reference === reference)
          ?.status,
      { timeout: 15_000 },
    )
    .toBe('delivered');

  await page.setExtraHTTPHeaders(headers);
  await page.goto(await statusAnswerPath(request, reference, '9876543210', { headers }));
  const passed = page
    .getByRole('region', { name: 'Your request' })
    .getByRole('listitem')
    .filter({ hasText: "Passed to the hospital's team" });
  await expect(passed).toContainText(/at \d{1,2}:\d{2} [ap]m \(India time\)/);

  const wrong = await answerWords(
    await lookUpStatus(request, reference, '9876543219', { headers }),
  );
  expect(wrong.notice).toContain(NOT_FOUND_HEADING);
  expect(wrong).toEqual(
    await answerWords(await lookUpStatus(request, 'AH-33333333', '9876543210', { headers })),
  );
});

test('one address gets 10 looks an hour, whatever the references; the next is 429', async ({
  request,
}) => {
  const headers = visitor();
  for (let look = 0; look < 10; look += 1) {
    const reference = `AH-${'23456789AB'[look]!.repeat(8)}`;
    const response = await lookUpStatus(request, reference, '9876543210', { headers });
    expect(response.status()).toBe(200);
  }
  const refused = await lookUpStatus(request, 'AH-CCCCCCCC', '9876543210', { headers });
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain('Too many tries');
  // Another visitor is not held back by this one.
  expect(
    (await lookUpStatus(request, 'AH-CCCCCCCC', '9876543210', { headers: visitor() })).status(),
  ).toBe(200);
});
