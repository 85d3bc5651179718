import { expect, test } from './support/test';
import { DATA_DIRS, storedSubmissions, uniqueName } from './support/forms';
import { NUMBER_ABROAD, requestCallbackAndGetReference } from './support/request-status';
import { sampleRoutes } from './support/routes';

// India's DPDP Act asks for a plain notice where personal data is collected: beside every form's
// submit button, with the full notice a link away, and its version stored with each request.

const NOTICE = /We keep what you send here only to answer it/;

const formPages = (
  [
    '/appointment',
    '/contact-us',
    '/doctor/[slug]',
    '/careers/[slug]',
    '/blog/[slug]',
    '/my-data',
  ] as const
).map((route) => sampleRoutes[route]!);

for (const path of formPages) {
  test(`${path}: the notice sits just above the submit button, and its link reaches the full notice`, async ({
    page,
  }) => {
    await page.goto(path);
    const form = page.locator('main form[method="post"]').first();
    const notice = form.locator('p').filter({ hasText: NOTICE });
    await expect(notice).toBeVisible();
    // Read before the button is pressed: the notice comes right before it.
    expect(
      await notice.evaluate((element) => element.nextElementSibling?.getAttribute('type')),
    ).toBe('submit');
    await notice.getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy-policy#retention$/);
    await expect(
      page.getByRole('heading', { name: 'Who sees them, and your rights' }),
    ).toBeVisible();
  });
}

test('the call-back dialog shows the notice too', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Request a Call' }).first().click();
  await expect(
    page.getByRole('dialog', { name: 'Request a Call' }).getByText(NOTICE),
  ).toBeVisible();
});

test('a message sent through the form is stored with the version of the notice it showed', async ({
  page,
}) => {
  const name = uniqueName('Notice');
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('notice@example.com');
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Message').fill('Which documents do I bring?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);
  const row = (await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'contact'])).find(
    (stored) => stored.payload.name === name,
  );
  expect(row?.noticeVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('the privacy policy names the grievance officer and the retention periods the store applies', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const retention = page.getByRole('region', { name: '12. Retention' });
  await expect(retention).toContainText(
    'erases the personal fields of a job application and its CV file 1 year after it arrived, and those of every other request 5 years after it arrived',
  );
  await expect(retention).toContainText(
    /to see what the website holds about you, to correct it, or to erase it/,
  );
  await expect(page.getByText('Harleen Kaur Sandhu, Grievance Officer')).toBeVisible();
});

test('a request to erase one’s data is stored for the grievance officer, never sent on, and says what is missing', async ({
  page,
}) => {
  const name = uniqueName('Erase me');
  await page.goto('/my-data');
  const form = page.getByRole('form', { name: 'Your personal data request' });
  await form.getByLabel('What would you like us to do?').selectOption('Erase my data');
  await form.getByLabel('Your name').fill(name);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(
    form.getByText('Please give the e-mail address you used, or a reference with its phone number'),
  ).toBeVisible();

  await form.getByLabel('E-mail address').fill('erase.me@example.com');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText(/Our grievance officer will answer within one month/)).toBeVisible();
  const row = (await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'data-request'])).find(
    (stored) => stored.payload.name === name,
  );
  expect(row).toMatchObject({
    status: 'review',
    payload: { request: 'Erase my data', email: 'erase.me@example.com' },
  });
  await expect(form.getByText(row!.reference)).toBeVisible();
});

test('a call-back given with a number abroad: its reference and that number make a data request', async ({
  page,
  request,
}) => {
  const reference = await requestCallbackAndGetReference(request, NUMBER_ABROAD);

  const name = uniqueName('Show me');
  await page.goto('/my-data');
  const form = page.getByRole('form', { name: 'Your personal data request' });
  await form.getByLabel('What would you like us to do?').selectOption('Show me my data');
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Reference of your request').fill(reference);
  await form.getByLabel('Phone number you gave with it').fill(NUMBER_ABROAD);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText(/Our grievance officer will answer within one month/)).toBeVisible();
  const row = (await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'data-request'])).find(
    (stored) => stored.payload.name === name,
  );
  expect(row?.payload).toMatchObject({ reference, phone: NUMBER_ABROAD });
});

test('the privacy policy leads to the personal data form from the grievance officer', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await page.getByRole('link', { name: 'See, correct or erase your data' }).click();
  await expect(page).toHaveURL(/\/my-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your personal data' })).toBeVisible();
});
