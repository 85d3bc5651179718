import { expect, test } from './support/test';
import { jobs } from './support/careers';
import { catalogue } from './support/catalogue';
import { PDF_BYTES, fillBooking, storedByName as stored, uniqueName } from './support/forms';
import { checkStatus } from './support/request-status';

// A browser that runs no script (turned off, or the page's code never arrived) sends a page's
// form itself, to the same handler: a valid request is stored like any other and the visitor
// lands on /thank-you; a refused one lands on /not-sent, which says what to correct.

test.use({ javaScriptEnabled: false });

test('a booking sent without script is stored, thanked with its reference and found on the status page', async ({
  page,
}) => {
  await page.goto('/appointment');
  const form = page.getByRole('form', { name: 'Book an appointment' });
  const name = uniqueName('Harjit NoScript');
  await fillBooking(form, name);
  await form.getByRole('button', { name: 'Book an Appointment' }).click();

  await expect(page).toHaveURL(/\/thank-you\?ref=AH-[A-Z0-9]{8}&kind=appointment$/);
  const row = await stored('appointment', name);
  expect(row).toMatchObject({
    payload: { name, phone: '9876543210', location: 'Pathankot' },
    // No script measured how long the form took: kept for staff to check before it is passed on.
    status: 'review',
    noticeVersion: expect.any(String),
  });
  await expect(page.getByRole('main').getByText(`Your reference: ${row!.reference}`)).toBeVisible();

  await page.getByRole('link', { name: 'Check its progress later' }).click();
  await checkStatus(page, row!.reference, '9876543210');
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText(row!.reference);
});

test('a booking with fields missing is not stored and /not-sent names the fields to correct', async ({
  page,
}) => {
  await page.goto('/appointment');
  const form = page.getByRole('form', { name: 'Book an appointment' });
  const name = uniqueName('Half Filled');
  await form.getByLabel('Patient name').fill(name);
  await form.getByLabel('Phone number').fill('98765');
  await form.getByRole('button', { name: 'Book an Appointment' }).click();

  await expect(page).toHaveURL(/\/not-sent\?kind=appointment&reason=fields&/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your request was not sent');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText([
    'Phone number',
    'Email',
    'Hospital',
    'Specialty',
    'Message',
  ]);
  await expect(page.getByRole('main').getByRole('link', { name: /\+91/ })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  expect(await stored('appointment', name)).toBeUndefined();

  // Back returns to the form, with what was typed.
  await page.goBack();
  await expect(form.getByLabel('Patient name')).toHaveValue(name);
});

test('a job application with its CV is sent as multipart without script and stored with the job', async ({
  page,
}) => {
  const job = jobs[2]!;
  await page.goto(`/careers/${job.slug}`);
  const form = page.getByRole('form', { name: 'Job application' });
  const name = uniqueName('Applicant NoScript');
  await form.getByLabel('Patient Name').fill(name);
  await form.getByLabel('Phone').fill('9876500001');
  await form.getByLabel('E-mail').fill('applicant@example.com');
  await form
    .getByLabel('Select CV')
    .setInputFiles({ name: 'My CV.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/thank-you\?ref=AH-[A-Z0-9]{8}&kind=career-application$/);
  await expect(page.getByRole('main')).toContainText('Application received');
  expect(await stored('career-application', name)).toMatchObject({
    payload: { id: job._id },
    attachment: { originalName: 'My CV.pdf', size: PDF_BYTES.length },
  });
});

test("a booking from a doctor's card keeps its doctor, and a blog comment its post, without script", async ({
  page,
}) => {
  const doctor = catalogue.doctors.find((entry) => entry.slug === 'dr-simran-kaur-dhillon')!;
  await page.goto(`/appointment?doctor=${doctor.slug}`);
  const booking = page.getByRole('form', { name: `Book an appointment with ${doctor.name}` });
  const patient = uniqueName('Doctor NoScript');
  await booking.getByLabel('Patient name').fill(patient);
  await booking.getByLabel('Phone number').fill('9876543210');
  await booking.getByLabel('Email').fill('patient@example.com');
  await booking.getByLabel('Hospital').selectOption('Amritsar');
  await booking.getByRole('button', { name: 'Book an Appointment' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=AH-[A-Z0-9]{8}&kind=appointment$/);
  expect((await stored('appointment', patient))?.payload).toMatchObject({
    doctorname: doctor.name,
    doctorSlug: doctor.slug,
  });

  const post = catalogue.blogs[0]!;
  await page.goto(`/blog/${post.slug}`);
  const reply = page.getByRole('form', { name: `Leave a Reply: ${post.name}` });
  const reader = uniqueName('Reader NoScript');
  await reply.getByLabel('Name', { exact: false }).first().fill(reader);
  await reply.getByLabel('Email', { exact: false }).first().fill('reader@example.com');
  await reply.getByLabel('Comment', { exact: false }).fill('Clear and useful, thank you.');
  await reply.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=AH-[A-Z0-9]{8}&kind=blog-comment$/);
  await expect(page.getByRole('main')).toContainText('Comment received');
  expect((await stored('blog-comment', reader))?.payload).toMatchObject({ slug: post.slug });
});
