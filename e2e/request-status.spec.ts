import { expect, test } from './support/test';
import { DATA_DIRS, markHandled } from './support/forms';
import {
  answerWords,
  bookAndGetReference,
  checkStatus,
  NOT_FOUND_HEADING,
  NUMBER_ABROAD,
  pathankotBooking,
  lookUpStatus,
  requestCallbackAndGetReference,
  statusAnswerPath,
} from './support/request-status';

// "Where is my request?" on the embedded default: no hospital API, so a stored request is with
// the hospital's team in the store. The relayed reading is in upstream/request-status.spec.ts.

test('a booking is found by its reference and phone, showing its progress and never its details', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const booking = pathankotBooking();
  const reference = await bookAndGetReference(request, booking);

  await page.goto('/request-status');
  // Typed as a patient reads it out: lower case, a space, the number with +91 and spaces.
  await checkStatus(
    page,
    `${reference.toLowerCase().slice(0, 7)} ${reference.slice(7)}`,
    '+91 98765 43210',
  );
  const answer = page.getByRole('region', { name: 'Your request' });
  await expect(answer).toBeVisible();
  await expect(answer.getByText(reference)).toBeVisible();
  await expect(answer.getByText('Appointment request')).toBeVisible();
  await expect(answer.getByText('Pathankot')).toBeVisible();
  await expect(answer.getByText('Received', { exact: true })).toBeVisible();
  await expect(
    answer.getByText(/\d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m \(India time\)/),
  ).toBeVisible();
  await expect(answer.getByText("With the hospital's team")).toBeVisible();
  await expect(answer.getByText('Not yet marked handled')).toBeVisible();
  // Initials at most: never the full name, the email or the message.
  const [first, last] = booking.name.split(' ');
  await expect(
    answer.getByText(`${first![0]}${last![0]}`.toUpperCase(), { exact: true }),
  ).toBeVisible();
  const html = await page.content();
  for (const secret of [booking.name, booking.email, booking.message])
    expect(html).not.toContain(secret);
  // The phone is never written back into the form, nor into the address, where the browser's
  // history, a shared link and the server's log would keep it.
  await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue('');
  expect(page.url()).toMatch(/\/request-status\?reference=AH-\w+&proof=[\w-]+#answer$/);
  expect(page.url()).not.toMatch(/98765|43210|phone/);
  // Back leads to the blank form, never sending the form again.
  await page.goBack();
  await expect(page).toHaveURL(/\/request-status$/);

  // The answer's address, shared with a family member, shows the request to them.
  const family = await browser.newPage();
  try {
    await family.goto(`${baseURL}${await statusAnswerPath(request, reference, booking.phone)}`);
    await expect(family.getByRole('region', { name: 'Your request' })).toContainText(reference);
  } finally {
    await family.close();
  }
});

test('a wrong phone and an unknown reference get the same words and the same status code', async ({
  request,
}) => {
  const reference = await bookAndGetReference(request, pathankotBooking());
  const wrongPhone = await answerWords(await lookUpStatus(request, reference, '9876543211'));
  const unknown = await answerWords(await lookUpStatus(request, 'AH-22222222', '9876543210'));
  const right = await answerWords(await lookUpStatus(request, reference, '9876543210'));
  expect(wrongPhone.notice).toContain(NOT_FOUND_HEADING);
  expect(wrongPhone).toEqual(unknown);
  expect(right).toEqual({ status: 200, notice: null });
});

test("a call-back given with a number abroad is found by that number's digits, and only by them", async ({
  page,
  request,
}) => {
  const reference = await requestCallbackAndGetReference(request, NUMBER_ABROAD);

  await page.goto('/request-status');
  await checkStatus(page, reference, '44 2079 460958');
  const answer = page.getByRole('region', { name: 'Your request' });
  await expect(answer.getByText(reference)).toBeVisible();
  await expect(answer.getByText('Call-back request')).toBeVisible();

  await checkStatus(page, reference, '+44 20 7946 0959');
  await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toBeVisible();
});

test('an answer is not indexed and never cached', async ({ request }) => {
  const reference = await bookAndGetReference(request, pathankotBooking());
  for (const response of [
    await lookUpStatus(request, 'AH-22222222', '9876543210'),
    await lookUpStatus(request, reference, '9876543210'),
  ]) {
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
  }
});

test('staff marking a request handled through the CLI shows on the page, with the time', async ({
  page,
  request,
}) => {
  const reference = await bookAndGetReference(request, pathankotBooking());
  expect(await markHandled(DATA_DIRS.embedded, reference)).toContain(
    `${reference} is marked handled`,
  );
  await page.goto(await statusAnswerPath(request, reference, '9876543210'));
  const answer = page.getByRole('region', { name: 'Your request' });
  await expect(answer.getByText('Handled', { exact: true })).toBeVisible();
  await expect(answer.getByText('Not yet marked handled')).toHaveCount(0);
  await expect(answer.locator('li').last()).toContainText(/at \d{1,2}:\d{2} [ap]m \(India time\)/);
});

test('past 10 looks at one reference in an hour the answer is 429, with the words and the form', async ({
  page,
  request,
}) => {
  const reference = await bookAndGetReference(request, pathankotBooking());
  for (let look = 1; look <= 10; look += 1) {
    const phone = look % 2 ? '9876543210' : `98765432${10 + look}`;
    expect((await lookUpStatus(request, reference, phone)).status()).toBe(200);
  }
  const refused = await lookUpStatus(request, reference, '9876543210');
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  const html = await refused.text();
  expect(html).toContain('Too many tries');
  expect(html).not.toContain('Your request');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/request-status');
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/api/request-status')),
    checkStatus(page, reference, '9876543210'),
  ]);
  expect(response.status()).toBe(429);
  // Shown where an answer would be, below the form, without scrolling to find it.
  await expect(page.getByRole('heading', { name: 'Too many tries' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Check status' })).toBeVisible();
  expect(page.url()).not.toContain('9876543210');
  // The page takes back the status page's address: the switch offers its twins, and a reload
  // opens the form rather than posting again.
  await expect(page).toHaveURL(/\/request-status#answer$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'ਪੰਜਾਬੀ' })
    .click();
  await expect(page).toHaveURL(/\/pa\/request-status#answer$/);
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ਮੇਰੀ ਬੇਨਤੀ ਕਿੱਥੇ ਹੈ?');
});

test('the thank-you page links to the status page with the reference written in', async ({
  page,
  request,
}) => {
  const reference = await bookAndGetReference(request, pathankotBooking());
  await page.goto(`/thank-you?ref=${reference}&kind=appointment`);
  await page.getByRole('link', { name: 'Check its progress later' }).click();
  await expect(page).toHaveURL(/\/request-status\?ref=/);
  await expect(page.getByRole('textbox', { name: 'Reference', exact: true })).toHaveValue(
    reference,
  );
  await checkStatus(page, reference, '9876543210');
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText(reference);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is sent and answered by the server alone', async ({ page, request }) => {
    const reference = await bookAndGetReference(request, pathankotBooking());
    await page.goto('/request-status');
    await checkStatus(page, reference, '98765 43210');
    await expect(page.getByRole('region', { name: 'Your request' })).toContainText(reference);

    await checkStatus(page, reference, '98765 43219');
    await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toBeVisible();

    await checkStatus(page, 'nonsense', 'my mobile');
    await expect(page.getByText('A reference looks like AH-7KQ2M9XD')).toBeVisible();
    await expect(
      page.getByText('Please enter the digits of the phone number you gave us'),
    ).toBeVisible();
  });
});

for (const path of ['/request-status', '/pa/request-status', '/hi/request-status'])
  test(`on ${path} the example reference in the hint stays on one line`, async ({ page }) => {
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const lines = await page.locator('#status-reference-hint').evaluate((hint) => {
        const walker = document.createTreeWalker(hint, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.search(/AH-[0-9A-Z]{8}/);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 11);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        return tops.size;
      });
      expect(lines, `${path} at ${width} px`).toBe(1);
    }
  });

const STATUS_MESSAGES = {
  '/pa/request-status': {
    referenceRequired: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਰੈਫ਼ਰੈਂਸ ਨੰਬਰ ਲਿਖੋ',
    referenceInvalid: 'ਰੈਫ਼ਰੈਂਸ ਨੰਬਰ ਇਸ ਤਰ੍ਹਾਂ ਦਾ ਹੁੰਦਾ ਹੈ: AH-7KQ2M9XD',
  },
  '/hi/request-status': {
    referenceRequired: 'कृपया अपना रेफ़रेंस नंबर लिखें',
    referenceInvalid: 'रेफ़रेंस नंबर ऐसा होता है: AH-7KQ2M9XD',
  },
};

for (const [path, messages] of Object.entries(STATUS_MESSAGES))
  test(`on ${path} the form is answered in the page's language, a message one text at 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(path);
    const form = page.locator('main form');
    // The browser's own check would stop an empty form with its words, in the browser's language.
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\?error=referenceRequired&error=phoneRequired#answer$/);
    const error = page.locator('#status-reference-error');
    await expect(error).toHaveText(messages.referenceRequired);

    await form.locator('#status-reference').fill('AH-12');
    await form.locator('button[type="submit"]').click();
    await expect(error).toHaveText(messages.referenceInvalid);
    // The words and the example reference flow as one text beside the icon: the reference starts
    // on the words' last line or below it, never in a column of its own beside them (a line is
    // over 20 px; boxes on one line may differ by a pixel).
    const layout = await error.evaluate((message) => {
      const example = [...message.querySelectorAll('span')].find((span) =>
        /^AH-/.test(span.textContent ?? ''),
      )!;
      const range = document.createRange();
      range.setStart(message, 0);
      range.setEndBefore(example);
      const wordTops = [...range.getClientRects()].map((rect) => Math.round(rect.top));
      return {
        lastWords: Math.max(...wordTops),
        example: Math.round(example.getBoundingClientRect().top),
      };
    });
    expect(layout.example).toBeGreaterThanOrEqual(layout.lastWords - 4);
  });
