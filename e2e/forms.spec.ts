import { expect, test, type Locator, type Page } from './support/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorContent } from '../content/status-pages';
import { dropLaterChunks, holdScripts, onLaterChunks } from './support/chunks';
import {
  DATA_DIRS,
  PDF_BYTES,
  fillBooking,
  storedByName as stored,
  storedSubmissions,
  uniqueName,
} from './support/forms';

test.use({ viewport: { width: 1280, height: 900 } });

const careers = JSON.parse(
  readFileSync(join(__dirname, '..', 'content', 'catalogue', 'careers.json'), 'utf8'),
) as {
  _id: string;
  name: string;
  slug: string;
  experience: number;
}[];

/** Every message shown under a field, in order, and that each is linked to its field. */
async function expectFieldErrors(form: Locator, messages: string[]) {
  const errors = form.getByRole('alert');
  await expect(errors).toHaveText(messages);
  for (const error of await errors.all()) {
    const id = await error.getAttribute('id');
    const field = form.locator(`[aria-describedby~="${id}"]`);
    await expect(field).toHaveCount(1);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
}

/** The thank-you address a form leads to: the kind and the reference, nothing the visitor typed. */
const thankYouUrl = (kind: string) => new RegExp(`/thank-you\\?ref=AH-[A-Z0-9]{8}&kind=${kind}$`);

/** The reference /thank-you shows is the one the URL carries and the store holds. */
async function expectReferenceShown(page: Page, row: { reference: string } | undefined) {
  expect(row?.reference).toMatch(/^AH-[A-Z0-9]{8}$/);
  expect(new URL(page.url()).searchParams.get('ref')).toBe(row?.reference);
  await expect(page.getByRole('main').getByText(`Your reference: ${row?.reference}`)).toBeVisible();
}

/** Fills the /contact-us form under a new name, which it returns. */
async function fillContact(
  form: Locator,
  who: string,
  fields: { email: string; phone: string; message: string },
): Promise<string> {
  const name = uniqueName(who);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(fields.email);
  await form.getByLabel('Mobile number').fill(fields.phone);
  await form.getByLabel('Message').fill(fields.message);
  return name;
}

async function openBooking(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  const form = dialog.getByRole('form', { name: 'Book an appointment' });
  await expect(form).toBeVisible();
  return { dialog, form };
}

test.describe('booking form', () => {
  test('an empty booking shows every message under its field and focuses the first', async ({
    page,
  }) => {
    const { form } = await openBooking(page);
    await form.getByRole('button', { name: 'Book an Appointment' }).click();
    await expectFieldErrors(form, [
      'Patient name is required',
      'Phone number is required',
      'Email is required',
      'Hospital selection is required',
      'Specialty selection is required',
      'Message is required',
    ]);
    await expect(form.getByLabel('Patient name')).toBeFocused();
    await expect(form.getByRole('alert').first()).toHaveCSS('color', 'rgb(180, 35, 24)');
  });

  test('closing the popup (Escape, or Close) keeps what was typed for when it opens again', async ({
    page,
  }) => {
    const { dialog, form } = await openBooking(page);
    await form.getByLabel('Patient name').fill('Gurdev Singh');
    await form.getByLabel('Message').fill('Knee pain for three weeks.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const trigger = page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' });
    await trigger.click();
    await expect(form.getByLabel('Patient name')).toHaveValue('Gurdev Singh');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await trigger.click();
    await expect(form.getByLabel('Message')).toHaveValue('Knee pain for three weeks.');
  });

  test('format rules: a 10-digit phone after +91 and a standard email', async ({ page }) => {
    await page.goto('/appointment');
    const form = page.getByRole('form', { name: 'Book an appointment' });
    await expect(form.getByText('+91', { exact: true })).toBeVisible();
    await form.getByLabel('Phone number').fill('98765');
    await form.getByLabel('Email').fill('patient@example');
    await form.getByRole('button', { name: 'Book an Appointment' }).click();
    await expect(form.getByText('Phone number must be 10 digits')).toBeVisible();
    await expect(form.getByText('Invalid email address')).toBeVisible();
  });

  test('a valid booking from the modal shows progress, lands on /thank-you with its reference and is stored', async ({
    page,
  }) => {
    const { dialog, form } = await openBooking(page);
    const name = uniqueName('Gurleen Modal');
    await fillBooking(form, name);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/appointments', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Book an Appointment' }).click();
    const busy = form.getByRole('button', { name: 'Processing your appointment...' });
    await expect(busy).toBeDisabled();
    release();
    await expect(page).toHaveURL(thankYouUrl('appointment'));
    expect(page.url()).not.toContain('Gurleen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
    await expect(page.getByText('Our appointments team will call you')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: '+91 98154 00109' }),
    ).toHaveAttribute('href', 'tel:+919815400109');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(dialog).toBeHidden();
    // Focus starts over on the thank-you page's content, not on the header's button it came from.
    await expect(page.locator('#main')).toBeFocused();
    const row = await stored('appointment', name);
    expect(row).toMatchObject({ payload: { name, phone: '9876543210', location: 'Pathankot' } });
    await expectReferenceShown(page, row);
  });

  test('a booking whose answer is lost on the way back is sent again and stored once', async ({
    page,
  }) => {
    const { form } = await openBooking(page);
    const name = uniqueName('Lost Answer');
    await fillBooking(form, name);
    const keys: string[] = [];
    await page.route('**/api/appointments', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      // The request reaches the site and is stored; the connection drops before the answer.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await form.getByRole('button', { name: 'Book an Appointment' }).click();
    await expect(page).toHaveURL(thankYouUrl('appointment'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const rows = (await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'appointment'])).filter(
      (row) => row.payload.name === name,
    );
    expect(rows).toHaveLength(1);
    await expectReferenceShown(page, rows[0]);
  });

  test('the /appointment page books the same way', async ({ page }) => {
    await page.goto('/appointment');
    await expect(page).toHaveTitle(/Book a Doctor Appointment Online/);
    const form = page.getByRole('form', { name: 'Book an appointment' });
    const name = uniqueName('Harjit Page');
    await fillBooking(form, name);
    await form.getByRole('button', { name: 'Book an Appointment' }).click();
    await expect(page).toHaveURL(thankYouUrl('appointment'));
    await expectReferenceShown(page, await stored('appointment', name));
  });
});

test.describe('callback popup', () => {
  test('requires name, email and phone, then submits "connect" and goes to /thank-you', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Request a Call' }).click();
    const form = page
      .getByRole('dialog', { name: 'Request a Call' })
      .getByRole('form', { name: 'Request a call' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectFieldErrors(form, [
      'Name is required',
      'Email is required',
      'Phone number is required',
    ]);

    const name = uniqueName('Callback');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('caller@example.com');
    await form.getByLabel('Phone number').fill('9876501234');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/callbacks', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(thankYouUrl('callback'));
    await expect(page.getByRole('dialog', { name: 'Request a Call' })).toBeHidden();
    await expect(page.getByText('call you back on the number you gave')).toBeVisible();
    await expect(page.locator('#main')).toBeFocused();
    const row = await stored('callback', name);
    expect(row).toMatchObject({ payload: { message: 'connect' } });
    await expectReferenceShown(page, row);
  });

  test("a failed callback says 'Failed to submit form.'", async ({ page }) => {
    await page.goto('/');
    await page.route('**/api/callbacks', (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway' }),
    );
    await page.getByRole('link', { name: 'Request a Call' }).click();
    const form = page.getByRole('dialog', { name: 'Request a Call' }).getByRole('form');
    await form.getByLabel('Name').fill('Someone');
    await form.getByLabel('Email').fill('someone@example.com');
    await form.getByLabel('Phone number').fill('9876501234');
    await form.getByRole('button', { name: 'Submit' }).press('Enter');
    await expect(form.getByRole('alert')).toHaveText('Failed to submit form.');
    await expect(page).not.toHaveURL(/thank-you/);
    // A keyboard user is where they were, on the button, to try again.
    await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
  });
});

test.describe('contact form', () => {
  test('shows its messages, then sends a valid message to /thank-you', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page).toHaveTitle(/Contact/);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectFieldErrors(form, [
      'Name is required',
      'Email is required',
      'Mobile number is required',
      'Message is required',
    ]);
    await form.getByLabel('Email').fill('not an email');
    await expect(form.getByText('Invalid email format')).toBeVisible();

    const name = uniqueName('Contact');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('family@example.in');
    await form.getByLabel('Mobile number').fill('9876512345');
    await form.getByLabel('Message').fill('Visiting hours for the ICU, please?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(thankYouUrl('contact'));
    await expect(page.getByText('reply by email or phone')).toBeVisible();
    const row = await stored('contact', name);
    expect(row).toMatchObject({ payload: { email: 'family@example.in' } });
    await expectReferenceShown(page, row);
  });

  test('on a phone, the field a sent form moves to shows its label, clear of the action bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Asha');
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    // The first field left empty takes the focus, scrolled up from below the first screen.
    const email = form.getByLabel('Email');
    await expect(email).toBeFocused();
    await expect(form.getByText('Email is required')).toBeVisible();
    // Read where the page comes to rest: the page scrolls smoothly, so the first moments after the
    // focus can find it mid-way.
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    await expect
      .poll(async () => {
        const labelTop = await email.evaluate(
          (input) => (input as HTMLInputElement).labels![0]!.getBoundingClientRect().top,
        );
        const field = (await email.boundingBox())!;
        return {
          labelInView: labelTop >= 0,
          fieldClearOfBar: field.y + field.height <= (await bar.boundingBox())!.y,
        };
      })
      .toEqual({ labelInView: true, fieldClearOfBar: true });
  });

  test("a failure shows the server's message, or 'Submission failed.'", async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Someone');
    await form.getByLabel('Email').fill('someone@example.com');
    await form.getByLabel('Mobile number').fill('9876512345');
    await form.getByLabel('Message').fill('Hello');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        json: { success: false, errorMessage: 'Our inbox is closed for a moment.' },
      }),
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Our inbox is closed for a moment.');
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort());
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Submission failed.');
  });

  test('the six hospitals rotate on their own and can be chosen by tab', async ({ page }) => {
    await page.goto('/contact-us');
    const tabs = page.getByRole('tablist', { name: 'Our hospitals' }).getByRole('tab');
    await expect(tabs).toHaveCount(6);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true', { timeout: 6000 });
    await tabs.nth(4).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('Ferozepur');
    const directions = panel.getByRole('link', { name: /Directions/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(panel.locator('a[href^="tel:"]')).toHaveCount(2);
  });
});

test.describe('a form on the page', () => {
  test('loads its code only when the visitor reaches into it, and sends what was typed', async ({
    page,
  }) => {
    // A phone, where the contact form is near the first screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const laterChunks: string[] = [];
    await onLaterChunks(page, '/contact-us', (route, chunk) => {
      laterChunks.push(chunk);
      return route.continue();
    });
    await page.goto('/contact-us', { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.scrollIntoViewIfNeeded();
    // While the visitor only reads and scrolls, the page may fetch what its links lead to, but not
    // the form's code; the hospitals moving on by themselves show that the page's code has run.
    const hospitals = page.getByRole('tablist', { name: 'Our hospitals' }).getByRole('tab');
    await expect(hospitals.nth(1)).toHaveAttribute('aria-selected', 'true', { timeout: 6000 });
    const beforeReaching = [...laterChunks];

    const name = await fillContact(form, 'Reached', {
      email: 'reached@example.in',
      phone: '9876512349',
      message: 'The form loaded its code once I was in it.',
    });
    await expect.poll(() => laterChunks.length).toBeGreaterThan(beforeReaching.length);
    const formCode = laterChunks.slice(beforeReaching.length);
    expect(formCode.filter((chunk) => beforeReaching.includes(chunk))).toEqual([]);
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(thankYouUrl('contact'));
    const row = await stored('contact', name);
    expect(row).toMatchObject({ payload: { email: 'reached@example.in', phone: '9876512349' } });
  });
});

test.describe('a form whose code has not arrived yet', () => {
  test('keeps what was typed, and sends a submit made meanwhile once it is ready', async ({
    page,
  }) => {
    // Only the scripts the page's HTML names load; anything asked for later waits.
    const heldChunks: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await onLaterChunks(page, '/contact-us', async (route, chunk) => {
      heldChunks.push(chunk);
      await held;
      await route.continue();
    });

    // A held chunk asked for before the load event holds that event back: wait for the markup.
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Send us a message' });
    const name = await fillContact(form, 'Early', {
      email: 'early@example.in',
      phone: '9876512345',
      message: 'Typed before the form was ready.',
    });
    await expect.poll(() => heldChunks.length).toBeGreaterThan(0);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Name')).toHaveValue(name);
    release();
    await expect(page).toHaveURL(thankYouUrl('contact'));
    const row = await stored('contact', name);
    expect(row).toMatchObject({ payload: { email: 'early@example.in', phone: '9876512345' } });
  });
});

test.describe('a form submitted before the page has run any script', () => {
  test('keeps the details out of the address, and sends them once the page is ready', async ({
    page,
  }) => {
    // No script of the site runs until released.
    const release = await holdScripts(page);

    // The page's own scripts hold back its load events, so wait for the form, not for them.
    await page.goto('/contact-us', { waitUntil: 'commit' });
    const address = page.url();
    const form = page.getByRole('form', { name: 'Send us a message' });
    const name = await fillContact(form, 'Before', {
      email: 'before@example.in',
      phone: '9876512346',
      message: 'Sent before any script had run.',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The browser did not send the form itself: same address, same page, what was typed kept.
    expect(page.url()).toBe(address);
    await expect(form.getByLabel('Name')).toHaveValue(name);
    // A submit kept waiting is said so, with a number to call.
    const notice = form.getByRole('alert').filter({ hasText: 'Your request is not sent yet' });
    await expect(notice).toBeVisible({ timeout: 12_000 });
    await expect(notice.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91/);

    release();
    await expect(page).toHaveURL(thankYouUrl('contact'));
    const row = await stored('contact', name);
    expect(row).toMatchObject({ payload: { email: 'before@example.in', phone: '9876512346' } });
  });
});

test.describe('a form whose code fails to load at first', () => {
  test('tries again, and sends what was typed', async ({ page }) => {
    const failed: string[] = [];
    // The connection drops for two seconds when the form asks for its code: every request for a
    // chunk the page's HTML did not name fails until then.
    let dropUntil = 0;
    await onLaterChunks(page, '/contact-us', (route, chunk) => {
      dropUntil ||= Date.now() + 2000;
      if (Date.now() > dropUntil) return route.continue();
      failed.push(chunk);
      return route.abort('internetdisconnected');
    });

    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const name = await fillContact(form, 'Retry', {
      email: 'retry@example.in',
      phone: '9876512347',
      message: 'Sent after the form code failed once.',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(thankYouUrl('contact'));
    expect(failed.length).toBeGreaterThan(0);
    const row = await stored('contact', name);
    expect(row).toMatchObject({ payload: { email: 'retry@example.in', phone: '9876512347' } });
  });
});

test.describe('a form whose code cannot be loaded at all', () => {
  test('an in-page form keeps what was typed and says to reload or call', async ({ page }) => {
    test.setTimeout(60_000);
    await dropLaterChunks(page, '/contact-us');
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Send us a message' });
    const name = await fillContact(form, 'Stale', {
      email: 'stale@example.in',
      phone: '9876512348',
      message: 'Typed on a page whose form code is gone.',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'This form could not load' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91/);
    await expect(notice.getByRole('link', { name: 'Reload the page' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    // Still the page, with the visitor's words: not the error screen.
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByRole('heading', { name: errorContent.heading })).toHaveCount(0);
    // The notice that promised to send it later is gone: it cannot be kept.
    await expect(
      form.getByRole('alert').filter({ hasText: 'Your request is not sent yet' }),
    ).toBeHidden();
  });

  test('the booking dialog says to reload or call, and the page stays', async ({ page }) => {
    test.setTimeout(60_000);
    await dropLaterChunks(page, '/');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    const notice = dialog.getByRole('alert').filter({ hasText: 'This form could not load' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91/);
    await expect(notice.getByRole('link', { name: 'Reload the page' })).toHaveAttribute(
      'href',
      '/',
    );
    await dialog.getByRole('button', { name: /close/i }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('careers', () => {
  test('lists every job with its experience range, Share as a text message and Apply', async ({
    page,
  }) => {
    await page.goto('/careers');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(careers.length);
    const job = careers[0]!;
    const card = cards.filter({ hasText: job.name }).first();
    await expect(card).toContainText(
      `${Math.max(0, job.experience - 1)} to ${job.experience} years`,
    );
    await expect(card.getByRole('link', { name: /Share/ })).toHaveAttribute('href', /^sms:/);
    await card.getByRole('link', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${job.slug}$`));
    expect(await page.evaluate(() => window.localStorage.getItem('id'))).toBe(job._id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply at Amandeep Hospital');
  });

  test('the application needs every field and a real CV, and is stored with the job id', async ({
    page,
  }) => {
    const job = careers[1]!;
    await page.goto('/careers');
    await page
      .getByRole('article')
      .filter({ hasText: job.name })
      .first()
      .getByRole('link', { name: 'Apply' })
      .click();
    const form = page.getByRole('form', { name: 'Job application' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectFieldErrors(form, [
      'Patient name is required',
      'Phone number is required',
      'Email is required',
      'CV is required',
    ]);

    const name = uniqueName('Applicant');
    await form.getByLabel('Patient Name').fill(name);
    await form.getByLabel('Phone').fill('9876500000');
    await form.getByLabel('E-mail').fill('applicant@example.com');
    await form
      .getByLabel('Select CV')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please choose a PDF, DOC or DOCX file')).toBeVisible();

    await form.getByLabel('Select CV').setInputFiles({
      name: 'renamed.docx',
      mimeType: 'application/octet-stream',
      buffer: PDF_BYTES,
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert').last()).toContainText('does not look like');

    await form
      .getByLabel('Select CV')
      .setInputFiles({ name: 'My CV.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for applying');
    const row = await stored('career-application', name);
    await expect(form.getByRole('status')).toContainText(`Your reference: ${row?.reference}`);
    expect(row).toMatchObject({
      payload: { id: job._id },
      attachment: {
        originalName: 'My CV.pdf',
        mediaType: 'application/pdf',
        size: PDF_BYTES.length,
      },
    });
    expect(row?.attachment?.path).not.toContain('My CV');
  });
});

test.describe('thank-you page', () => {
  test('shows the next step for each kind, and the generic thanks for anything it cannot trust', async ({
    page,
  }) => {
    await page.goto('/thank-you?ref=AH-23456789&kind=career-application');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
    await expect(page.getByRole('main')).toContainText('Your reference: AH-23456789');
    await expect(page.getByText('HR reviews every CV')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    for (const query of ['?ref=AH-23456789&kind=pizza', '?ref=<b>x</b>&kind=contact', '']) {
      await page.goto(`/thank-you${query}`);
      await expect(page.getByText('Thank you for choosing Amandeep Hospital.')).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/reached us|will reach out/);
      await expect(page.getByRole('main')).not.toContainText('Your reference');
    }
  });
});

test.describe('payment test pages', () => {
  test('the checkout shows what is paid for before Pay Now', async ({ page }) => {
    await page.goto('/checkout');
    const order = page.getByRole('table', { name: 'Your order' });
    await expect(order.getByRole('columnheader')).toHaveText(['Item', 'Quantity', 'Price']);
    const line = order.getByRole('row').filter({ hasText: 'Wellness package' });
    await expect(line.getByRole('cell')).toHaveText(['1', '₹2,499']);
    await expect(order.getByRole('row').filter({ hasText: 'Total' })).toContainText('₹2,499');
    const payNow = page.getByRole('button', { name: 'Pay Now' });
    const [orderBox, buttonBox] = [await order.boundingBox(), await payNow.boundingBox()];
    expect(orderBox!.y + orderBox!.height).toBeLessThanOrEqual(buttonBox!.y);
  });

  test('Pay Now creates a session and lands on Payment Successful', async ({ page }) => {
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful');
  });

  test('a failed checkout is only logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/checkout');
    await page.route('**/api/create-checkout-session', (route) =>
      route.fulfill({ status: 502, json: {} }),
    );
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect.poll(() => errors.some((text) => text.includes('Checkout'))).toBe(true);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('the cancel page says so', async ({ page }) => {
    await page.goto('/cancel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Payment Cancelled - You can try again anytime.',
    );
  });
});
