import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DATA_DIRS, storedSubmissions, uniqueName } from './support/forms';

// /thank-you says a request reached us only when it can name it: after a real submission, the
// spec's sentence, then the request's reference and its next step; opened any other way, thanks
// that claim nothing.

test.use({ viewport: { width: 1280, height: 900 } });

const SPEC_SENTENCE = 'One of our medical experts will reach out to you shortly.';

async function bookOnTheAppointmentPage(page: Page): Promise<string> {
  await page.goto('/appointment');
  const form = page.getByRole('form', { name: 'Book an appointment' });
  const name = uniqueName('Thanks Words');
  await form.getByLabel('Patient name').fill(name);
  await form.getByLabel('Phone number').fill('98765 43210');
  await form.getByLabel('Email').fill('patient@example.com');
  await form.getByLabel('Hospital').selectOption('Srinagar');
  await form.getByLabel('Specialty').selectOption({ index: 1 });
  await form.getByLabel('Message').fill('Follow-up after a fracture.');
  await form.getByRole('button', { name: 'Book an Appointment' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=AH-[A-Z0-9]{8}&kind=appointment$/);
  return name;
}

test("after a booking: the spec's sentence, then the stored reference, then the next step", async ({
  page,
}) => {
  const name = await bookOnTheAppointmentPage(page);
  const rows = await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'appointment']);
  const reference = rows.find((row) => row.payload.name === name)?.reference;
  expect(reference).toMatch(/^AH-[A-Z0-9]{8}$/);

  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await expect(main.getByText(SPEC_SENTENCE)).toBeVisible();
  await expect(main.getByText(`Your reference: ${reference}`)).toBeVisible();
  await expect(main.getByText('Our appointments team will call you')).toBeVisible();
  const text = await main.innerText();
  const order = [SPEC_SENTENCE, reference!, 'Our appointments team will call you'].map((words) =>
    text.indexOf(words),
  );
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await expectNoAxeViolations(page);
});

for (const query of ['', '?ref=AH-23456789', '?ref=AH-nope&kind=appointment', '?kind=contact']) {
  test(`/thank-you${query} thanks without claiming that a request arrived`, async ({ page }) => {
    await page.goto(`/thank-you${query}`);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
    await expect(main).not.toContainText(/reached us|received|requested|will reach out/i);
    await expect(main).not.toContainText('Your reference');
    await expect(main.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute(
      'href',
      '/appointment',
    );
    await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    if (query === '') await expectNoAxeViolations(page);
  });
}
