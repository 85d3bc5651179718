import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { catalogue } from './support/catalogue';
import { DATA_DIRS, humanTraps, storedSubmissions, uniqueName } from './support/forms';

// A doctor card's Book an Appointment carries its doctor to the booking form, and the request the
// store keeps names them; an address naming no doctor the catalogue knows is the plain form.

test.use({ viewport: { width: 1280, height: 900 } });

const doctorNamed = (slug: string) => catalogue.doctors.find((doctor) => doctor.slug === slug)!;
/** Works at two units of one city: the form's one hospital, Amritsar. */
const inOneHospital = doctorNamed('dr-simran-kaur-dhillon');
/** Works in Pathankot and Ferozepur: no hospital is chosen for the patient. */
const inTwoHospitals = doctorNamed('dr-rubina-akhtar');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bookingForm = (page: Page, doctorName?: string) =>
  page.getByRole('form', {
    name: doctorName ? `Book an appointment with ${doctorName}` : 'Book an appointment',
    exact: true,
  });

test("a card's Book an Appointment fills the form for its doctor, and the stored request names them", async ({
  page,
}) => {
  const doctor = inOneHospital;
  await page.goto(`/doctors?q=${encodeURIComponent(doctor.name)}`);
  const card = page.getByRole('article').filter({ hasText: doctor.name });
  await card.getByRole('link', { name: 'Book an Appointment' }).click();

  await expect(page).toHaveURL(`/appointment?doctor=${doctor.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Book an Appointment with ${doctor.name}`,
  );
  const summary = page.getByRole('main').getByText('Your request is for').locator('..');
  await expect(summary).toContainText(doctor.name);
  await expect(summary.getByRole('link', { name: 'Know Your Doctor' })).toHaveAttribute(
    'href',
    `/doctor/${doctor.slug}`,
  );
  const form = bookingForm(page, doctor.name);
  await expect(form.getByLabel('Specialty')).toHaveValue(doctor.category);
  await expect(form.getByLabel('Hospital')).toHaveValue('Amritsar');
  const message = form.getByLabel('Message');
  await expect(message).toHaveValue(new RegExp(`^${escaped(doctor.name)}`));
  // One address for search engines: the appointment page's own, and this variant not indexed.
  // After a client-side navigation the previous page's head lingers a moment: wait for one.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/appointment$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const name = uniqueName('Doctor Carried');
  await form.getByLabel('Patient name').fill(name);
  await form.getByLabel('Phone number').fill('98765 43210');
  await form.getByLabel('Email').fill('patient@example.com');
  await message.press('ControlOrMeta+End');
  await message.pressSequentially('knee pain when climbing stairs');
  await form.getByRole('button', { name: 'Book an Appointment' }).click();

  await expect(page).toHaveURL(/\/thank-you\?ref=AH-[A-Z0-9]{8}&kind=appointment$/);
  const rows = await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'appointment']);
  const row = rows.find((entry) => entry.payload.name === name);
  expect(row?.payload).toMatchObject({
    doctorname: doctor.name,
    doctorSlug: doctor.slug,
    location: 'Amritsar',
    specialty: doctor.category,
    message: `${doctor.name}: knee pain when climbing stairs`,
  });
});

test('a doctor of two hospitals gets their speciality chosen and the hospital left to the patient', async ({
  page,
}) => {
  const doctor = inTwoHospitals;
  await page.goto(`/appointment?doctor=${doctor.slug}`);
  const form = bookingForm(page, doctor.name);
  await expect(form.getByLabel('Specialty')).toHaveValue(doctor.category);
  await expect(form.getByLabel('Hospital')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue(new RegExp(`^${escaped(doctor.name)}`));
});

for (const [which, value] of [
  ['an unknown doctor', 'dr-no-such-doctor-anywhere'],
  ['a value that cannot be a slug', '..%2Fadmin'],
] as const) {
  test(`an address naming ${which} is the plain appointment form`, async ({ page }) => {
    const response = await page.goto(`/appointment?doctor=${value}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an Appointment');
    await expect(page.getByRole('main')).not.toContainText('Your request is for');
    const form = bookingForm(page);
    await expect(form.getByLabel('Specialty')).toHaveValue('');
    await expect(form.getByLabel('Hospital')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });
}

test('a booking naming a doctor the catalogue does not know is stored without one', async ({
  request,
}) => {
  const name = uniqueName('Forged Doctor');
  const response = await request.post('/api/appointments', {
    data: {
      name,
      phone: '9876543210',
      email: 'api@example.com',
      location: 'Srinagar',
      specialty: 'Cardiology',
      message: 'Chest pain on exertion',
      doctor: 'dr-no-such-doctor-anywhere',
      ...humanTraps(),
    },
  });
  expect(response.status()).toBe(201);
  const rows = await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'appointment']);
  const payload = rows.find((row) => row.payload.name === name)?.payload;
  expect(payload).toMatchObject({ message: 'Chest pain on exertion' });
  expect(payload).not.toHaveProperty('doctorname');
  expect(payload).not.toHaveProperty('doctorSlug');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page already holds the doctor's choices", async ({ page }) => {
    await page.goto(`/appointment?doctor=${inOneHospital.slug}`);
    const form = bookingForm(page, inOneHospital.name);
    await expect(form.getByLabel('Specialty')).toHaveValue(inOneHospital.category);
    await expect(form.getByLabel('Hospital')).toHaveValue('Amritsar');
    await expect(form.getByLabel('Message')).toHaveValue(`${inOneHospital.name}: `);
  });
});

test.describe("Book on a doctor's profile", () => {
  const doctor = inTwoHospitals;

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the bar's Book goes to the doctor's own form, not the empty dialog", async ({ page }) => {
      await page.goto(`/doctor/${doctor.slug}`);
      await page
        .getByRole('navigation', { name: 'Quick actions' })
        .getByRole('link', { name: 'Book' })
        .click();
      const field = bookingForm(page, doctor.name).getByLabel('Patient Name');
      await expect(field).toBeFocused();
      await expect(field).toBeInViewport();
      await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toHaveCount(0);
      await expect(page).toHaveURL(`/doctor/${doctor.slug}`);
      await expectNoAxeViolations(page);
    });
  });

  test("the header's Book an Appointment goes there too", async ({ page }) => {
    await page.goto(`/doctor/${doctor.slug}`);
    await page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' }).click();
    await expect(bookingForm(page, doctor.name).getByLabel('Patient Name')).toBeFocused();
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toHaveCount(0);
  });
});

for (const width of [1280, 390]) {
  test(`axe finds nothing to fix on the form for a doctor at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/appointment?doctor=${inOneHospital.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(inOneHospital.name);
    await expectNoAxeViolations(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
}
