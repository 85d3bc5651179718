import { expect, test } from './support/test';
import { DOCTOR_PROFILE_CAROUSEL, fitsFrom } from '../components/carousel/carousel-options';
import { DOCTORS_PAGE_SIZE } from '../lib/doctors/query';
import { medicalSpecialtiesOf } from '../lib/seo/medical-specialty';
import { catalogue } from './support/catalogue';
import { SITE_ORIGIN } from './support/crawler';
import { DATA_DIRS, storedSubmissions, uniqueName } from './support/forms';
import { isPreviewOf, previewImagePath } from './support/previews';

test.use({ viewport: { width: 1280, height: 900 } });

const doctors = catalogue.doctors;
const entries = (city: string) =>
  city
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
const TABS: [string, string | null][] = [
  ['All', null],
  ['GT Road Amritsar', 'GT Road Amritsar'],
  ['Medicity Amritsar', 'Medicity Amritsar'],
  ['Pathankot', 'Pathankot'],
  ['Ferozepur', 'Ferozepur'],
  ['Srinagar', 'Srinagar'],
  ['Tarn Taran', 'Taran Taran'],
];
const pathSegment = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '-');

test.describe('/doctors', () => {
  test('has its title, description and the first page of doctors in the server HTML', async ({
    request,
  }) => {
    const html = await (await request.get('/doctors')).text();
    expect(html).toContain('<title>Best Doctors and Surgeons in India | Amandeep Hospital</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    for (const doctor of doctors.slice(0, DOCTORS_PAGE_SIZE))
      expect(html).toContain(`href="/doctor/${doctor.slug}"`);
    expect(html).toContain('href="/doctors?page=2"');
  });

  test('each city tab is a link to exactly the doctors whose city list contains it, without a reload', async ({
    page,
  }) => {
    await page.goto('/doctors');
    const marker = await page.evaluate(
      () => ((window as unknown as { marker: number }).marker = Math.random()),
    );
    const list = page.getByRole('region', { name: 'Our doctors' });
    const tabs = page.getByRole('navigation', { name: 'Filter by hospital' });
    for (const [label, city] of [...TABS.slice(1), TABS[0]!]) {
      const tab = tabs.getByRole('link', { name: label, exact: true });
      await tab.click();
      const expected = doctors
        .filter((doctor) => city === null || entries(doctor.city).includes(city))
        .map((doctor) => doctor.name)
        .slice(0, DOCTORS_PAGE_SIZE);
      await expect(list.getByRole('article').locator('h3')).toHaveText(expected);
      await expect(tab).toHaveAttribute('aria-current', 'true');
      if (city)
        await expect(page).toHaveURL(
          new RegExp(`city=${encodeURIComponent(city).replace(/%20/g, '(\\+|%20)')}`),
        );
      else await expect(page).toHaveURL(/\/doctors$/);
    }
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(
      marker,
    );
  });

  test("a card names a city as the tabs do: the API's Taran Taran is shown as Tarn Taran", async ({
    page,
  }) => {
    await page.goto('/doctors?city=Taran+Taran');
    const cards = page.getByRole('region', { name: 'Our doctors' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Tarn Taran');
    await expect(page.getByRole('region', { name: 'Our doctors' })).not.toContainText(
      'Taran Taran',
    );
  });

  test('opens with a banner image beside its heading on wide screens, and none on phones', async ({
    page,
  }) => {
    await page.goto('/doctors');
    const banner = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    const art = banner.locator('img');
    await expect(art).toBeVisible();
    await expect(art).toHaveAttribute('alt', '');
    expect(await art.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const picture = (await art.boundingBox())!;
    expect(picture.x).toBeGreaterThan(heading.x + heading.width);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(art).toBeHidden();
  });

  test('cards alternate colours by position among those shown', async ({ page }) => {
    await page.goto('/doctors?city=Pathankot');
    const cards = page.getByRole('region', { name: 'Our doctors' }).getByRole('article');
    const colours = await cards.evaluateAll((articles) =>
      articles.map((article) => getComputedStyle(article).backgroundColor),
    );
    expect(colours.length).toBeGreaterThan(2);
    colours.forEach((colour, index) => expect(colour).toBe(colours[index % 2]));
    expect(colours[0]).not.toBe(colours[1]);
  });

  test('?category=card pre-fills the filter and keeps categories starting with it', async ({
    page,
  }) => {
    await page.goto('/doctors?category=card');
    await expect(page.getByLabel('Speciality')).toHaveValue('card');
    const expected = doctors
      .filter((doctor) => doctor.category.toLowerCase().startsWith('card'))
      .map((doctor) => doctor.name);
    expect(expected.length).toBeGreaterThan(3);
    await expect(
      page.getByRole('region', { name: 'Our doctors' }).getByRole('article').locator('h3'),
    ).toHaveText(expected);
    const first = page.getByRole('region', { name: 'Our doctors' }).getByRole('article').first();
    await expect(first.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute(
      'href',
      `/appointment?doctor=${doctors.find((doctor) => doctor.name === expected[0])!.slug}`,
    );
  });

  test('a shared filtered link shows exactly the filtered list in the server HTML', async ({
    request,
  }) => {
    const html = await (await request.get('/doctors?city=Srinagar')).text();
    const visible = [...html.matchAll(/<li>(?:(?!<\/li>).)*?href="\/doctor\/([^"]+)"/gs)].map(
      (match) => match[1],
    );
    const expected = doctors
      .filter((doctor) => entries(doctor.city).includes('Srinagar'))
      .map((doctor) => doctor.slug);
    expect(visible).toEqual(expected);
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>Srinagar<\/a>/);
  });
});

test.describe('/doctor directory', () => {
  test('speciality waits for a location, is reset by it, and leads to the directory page', async ({
    page,
  }) => {
    await page.goto('/doctor');
    const location = page.getByLabel('Location', { exact: true });
    const speciality = page.getByLabel('Speciality', { exact: true });
    await expect(speciality).toBeDisabled();
    await location.selectOption({ label: 'Pathankot' });
    await expect(speciality).toBeEnabled();
    const first = await speciality.locator('option').nth(1).textContent();
    await location.selectOption({ label: 'Srinagar' });
    await expect(speciality).toHaveValue('');
    await location.selectOption({ label: 'Pathankot' });
    await speciality.selectOption({ label: first! });
    await expect(page).toHaveURL(`/doctor/pathankot/${encodeURIComponent(pathSegment(first!))}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${first} Doctors in Pathankot`,
    );
  });

  test('the directory page has its heading, subtitle, title, description and cards', async ({
    page,
  }) => {
    const doctor = doctors.find((entry) => entries(entry.city).includes('GT Road Amritsar'))!;
    const url = `/doctor/gt-road-amritsar/${pathSegment(doctor.category)}`;
    await page.goto(url);
    const heading = `${doctor.category} Doctors in GT Road Amritsar`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText('Find top-rated specialists near you')).toBeVisible();
    await expect(page).toHaveTitle(heading);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `Find top-rated ${doctor.category} doctors in GT Road Amritsar. Book appointments online easily.`,
    );
    const expected = doctors.filter(
      (entry) =>
        entries(entry.city).includes('GT Road Amritsar') && entry.category === doctor.category,
    );
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(expected.length);
    const card = cards.first();
    await expect(card.getByText(doctor.category, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Know Your Doctor' })).toHaveAttribute(
      'href',
      `/doctor/${expected[0]!.slug}`,
    );
    await expect(card.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute(
      'href',
      `/appointment?doctor=${expected[0]!.slug}`,
    );
    await expect(card).toContainText('years of experience');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('/doctor lists each speciality at each location as a link to its listing, with its count', async ({
      page,
    }) => {
      const inPathankot = doctors.filter((entry) => entries(entry.city).includes('Pathankot'));
      const specialities = [...new Set(inPathankot.map((entry) => entry.category))].sort();
      await page.goto('/doctor');
      // The list under the location's heading.
      const links = page
        .getByRole('heading', { level: 3, name: 'Pathankot', exact: true })
        .locator('xpath=following-sibling::ul[1]')
        .getByRole('listitem');
      await expect(links.getByRole('link')).toHaveText(specialities);

      const speciality = specialities[0]!;
      const count = inPathankot.filter((entry) => entry.category === speciality).length;
      await expect(links.first()).toContainText(count === 1 ? '1 doctor' : `${count} doctors`);
      await links.first().getByRole('link').click();
      await expect(page).toHaveURL(
        `/doctor/pathankot/${encodeURIComponent(pathSegment(speciality))}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${speciality} Doctors in Pathankot`,
      );
      await expect(page.getByRole('article')).toHaveCount(count);
    });
  });

  test('a known place and speciality with nobody listed shows the empty message and is not indexed', async ({
    page,
  }) => {
    const response = await page.goto('/doctor/tarn-taran/cardiology');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('No doctors found for the given filters.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('an unknown place or speciality is a real 404', async ({ request }) => {
    for (const path of ['/doctor/nowhere/cardiology', '/doctor/tarn-taran/astrology']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('/doctor/{slug}', () => {
  const withMeta = doctors.find((doctor) => (doctor as { meta?: string }).meta)!;
  const withoutMeta = doctors.find((doctor) => !(doctor as { meta?: string }).meta)!;

  test('the server HTML holds the name, meta title, canonical, preview image and valid JSON-LD', async ({
    request,
  }) => {
    const response = await request.get(`/doctor/${withMeta.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const raw = withMeta as unknown as { meta: string; metades: string };
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    expect(html).toContain(`<title>${escape(raw.meta)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escape(raw.metades)}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/doctor/${withMeta.slug}"/>`);
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="${SITE_ORIGIN}/doctor/${withMeta.slug}/opengraph-image[^"]*"/>`,
      ),
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain(`>${withMeta.name.replace(/&/g, '&amp;')}</h1>`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!),
    );
    const physician = blocks.find((block) => block['@type'] === 'Physician');
    expect(physician).toMatchObject({
      '@context': 'https://schema.org',
      name: withMeta.name,
      knowsAbout: withMeta.category,
    });
    const specialties = medicalSpecialtiesOf(withMeta.category);
    if (specialties.length === 1) expect(physician.medicalSpecialty).toBe(specialties[0]);
    else if (specialties.length > 1) expect(physician.medicalSpecialty).toEqual([...specialties]);
    else expect(physician.medicalSpecialty).toBeUndefined();
    expect(physician.hospitalAffiliation.length).toBe(entries(withMeta.city).length);
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Doctors',
      withMeta.name,
    ]);
  });

  test('the preview image is a real PNG made for the doctor', async ({ request }) => {
    const image = await previewImagePath(request, `/doctor/${withMeta.slug}`);
    expect(isPreviewOf(image, `/doctor/${withMeta.slug}`), image).toBe(true);
    const response = await request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
  });

  test('without meta fields the title and description fall back to name and about', async ({
    page,
  }) => {
    await page.goto(`/doctor/${withoutMeta.slug}`);
    await expect(page).toHaveTitle(new RegExp(`^${withoutMeta.name.replace('.', '\\.')}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      (withoutMeta as unknown as { about: string }).about,
    );
  });

  test('the profile has its breadcrumb, the appointment form with the doctor, and the experts carousel', async ({
    page,
  }) => {
    const doctor = doctors.find(
      (entry) => doctors.filter((other) => other.category === entry.category).length >= 4,
    )!;
    await page.goto(`/doctor/${doctor.slug}`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Doctors' })).toHaveAttribute(
      'href',
      '/doctors',
    );
    const form = page.getByRole('form', { name: `Book an appointment with ${doctor.name}` });
    await expect(form.getByLabel('Doctor')).toHaveValue(doctor.name);
    await expect(form.getByLabel('Doctor')).toHaveAttribute('readonly', '');

    const experts = page.getByRole('region', { name: 'Our Medical Experts' });
    const related = doctors.filter(
      (other) => other.category === doctor.category && other.slug !== doctor.slug,
    );
    const links = experts.getByRole('link', { name: 'Book Appointment' });
    await expect(links).toHaveCount(related.length);
    expect(
      await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
    ).toEqual(related.map((other) => `/doctor/${other.slug}`));
    await expect(
      page.getByRole('link', { name: 'Find a Doctor', exact: true }).last(),
    ).toHaveAttribute('href', '/doctors');
    // Arrows only when the related doctors do not all fit at this width (1280 px by default).
    const fits = (fitsFrom(DOCTOR_PROFILE_CAROUSEL, related.length) ?? Infinity) <= 1280;
    await expect(experts.getByRole('button', { name: 'Next slide' })).toHaveCount(fits ? 0 : 1);
  });

  test('with one related doctor the carousel shows one centred slide and no arrows', async ({
    page,
  }) => {
    const doctor = doctors.find(
      (entry) => doctors.filter((other) => other.category === entry.category).length === 2,
    )!;
    await page.goto(`/doctor/${doctor.slug}`);
    const experts = page.getByRole('region', { name: 'Our Medical Experts' });
    await expect(experts.getByRole('article')).toHaveCount(1);
    await expect(experts.getByRole('button', { name: /slide/ })).toHaveCount(0);
  });

  test('the doctor-page form shows its messages, then the returned message, and is stored', async ({
    page,
  }) => {
    const doctor = doctors[5]!;
    await page.goto(`/doctor/${doctor.slug}`);
    const form = page.getByRole('form', { name: `Book an appointment with ${doctor.name}` });
    await form.getByRole('button', { name: 'Book an Appointment' }).click();
    await expect(form.getByRole('alert')).toHaveText([
      'Patient Name',
      'Mobile number is required',
      'Email is required',
      'Message is required',
    ]);
    const name = uniqueName('Profile');
    await form.getByLabel('Patient Name').fill(name);
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByLabel('Email').fill('p@example.com');
    await form.getByLabel('Message').fill('Second opinion');
    await form.getByRole('button', { name: 'Book an Appointment' }).click();
    await expect(form.getByRole('status')).toContainText('appointment request has been received');
    const rows = await storedSubmissions(DATA_DIRS.embedded, ['--kind', 'doctor-appointment']);
    expect(rows.find((row) => row.payload.name === name)?.payload.doctorname).toBe(doctor.name);
  });

  test('an unknown doctor is a real 404', async ({ request }) => {
    expect((await request.get('/doctor/no-such-doctor-anywhere')).status()).toBe(404);
  });
});
