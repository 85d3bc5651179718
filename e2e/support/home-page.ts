import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { catalogue } from './catalogue';

// What the home page must show, whatever serves the catalogue (the embedded one, or the stub
// upstream in either reading): shared by e2e/home-sections.spec.ts and e2e/upstream/home.spec.ts.

const UNIT_LINKS = [
  'amandeep-hospital-punjab',
  'amandeep-medicity-hospital-amritsar',
  'best-hospital-in-pathankot',
  'best-hospital-in-tarn-taran',
  'amandeep-hospital-ferozepur',
  'amandeep-medicity-srinagar',
];

const LETTERS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The home request's blogs (page 1, size 5) and specialities (page 1, size 5). */
export const homeBlogs = catalogue.blogs.slice(0, 5);
export const homeSpecialities = catalogue.categories.slice(0, 5);

const section = (page: Page, name: string) => page.getByRole('region', { name }).first();

/** Slides of the carousel inside a section. */
const slides = (region: Locator) => region.getByRole('group', { name: /^\d+ of \d+$/ });

export async function expectServerHtml(request: APIRequestContext) {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const speciality of homeSpecialities) {
    expect(html).toContain(escapeHtml(speciality.name));
    expect(html).toContain(`href="/specialities/${speciality.slug}"`);
  }
  for (const blog of homeBlogs) {
    expect(html).toContain(escapeHtml(blog.name));
    expect(html).toContain(`href="/blog/${blog.slug}"`);
  }
  expect(html).not.toContain(`href="/blog/${catalogue.blogs[5]!.slug}"`);
  for (const link of UNIT_LINKS) expect(html).toContain(`href="/our-hospitals/${link}"`);
}

export async function expectShortcutAndCareTiles(page: Page) {
  const shortcuts = section(page, 'How can we help you today?');
  for (const [name, href] of [
    ['Second Opinion', '/doctors'],
    ['Health Checkup', '/packages'],
    ['Corporate Tie-ups', '/contact-us'],
    ['Homecare', '/'],
    ['Book a Test', '/pathology'],
  ] as const) {
    await expect(shortcuts.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      href,
    );
  }
  const care = section(page, 'Care before, during and after your stay');
  await expect(care.getByRole('link', { name: 'Our Model of Care' })).toHaveAttribute(
    'href',
    '/modalcare',
  );
  const careLinks = care.getByRole('listitem').getByRole('link');
  await expect(careLinks).toHaveCount(6);
  const hrefs = await careLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(hrefs).toEqual([
    '/post-discharge-care',
    '/packages',
    '/hbot',
    '/billing-info',
    '/insurance-&-tpa',
    '/ambulance-services',
  ]);
}

export async function expectFounderQuotes(page: Page) {
  const founders = section(page, 'Why we built this hospital');
  const quotes = founders.getByRole('figure');
  await expect(quotes).toHaveCount(2);
  for (const quote of await quotes.all()) {
    await expect(quote.locator('blockquote')).not.toBeEmpty();
    await expect(quote.locator('figcaption')).toContainText(/^\S+.*(Founder|Co-founder)/);
  }
}

export async function expectSpecialities(page: Page) {
  const specialities = section(page, 'Our specialities').getByRole('listitem');
  await expect(specialities).toHaveCount(5);
  for (const [index, speciality] of homeSpecialities.entries()) {
    await expect(specialities.nth(index).getByRole('link')).toHaveAttribute(
      'href',
      `/specialities/${speciality.slug}`,
    );
  }
  await expect(page.getByRole('link', { name: 'View all specialities' })).toHaveAttribute(
    'href',
    '/specialities',
  );
}

export async function expectSearchBy(page: Page) {
  const panel = section(page, 'Search by');
  const speciality = panel.getByRole('radio', { name: 'Speciality' });
  const doctors = panel.getByRole('radio', { name: 'Doctors' });
  await expect(speciality).toBeChecked();
  await expect(doctors).not.toBeChecked();
  // The Speciality side: a letter shows the specialities whose name starts with it
  // (e2e/home-a-to-z.spec.ts checks every letter).
  const letters = panel.getByRole('group', { name: 'Speciality from A to Z' }).getByRole('radio');
  await expect(letters).toHaveCount(26);
  const first = catalogue.categories[0]!;
  await panel.getByRole('radio', { name: first.name.charAt(0).toUpperCase(), exact: true }).check();
  await expect(panel.getByRole('link', { name: first.name, exact: true })).toHaveAttribute(
    'href',
    `/specialities/${first.slug}`,
  );

  await doctors.check();
  await expect(doctors).toBeChecked();
  await expect(speciality).not.toBeChecked();
  const doctorLetters = panel
    .getByRole('navigation', { name: 'Doctors from A to Z' })
    .getByRole('link');
  expect(
    await doctorLetters.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(LETTERS.map((letter) => `/doctors?category=${letter}`));
  await expect(panel.getByRole('link', { name: 'Locate a doctor near you' })).toHaveAttribute(
    'href',
    '/doctor',
  );

  // A letter after the switch lists the doctors whose speciality starts with it.
  const letter = catalogue.doctors[0]!.category.charAt(0).toUpperCase();
  await doctorLetters.getByText(letter, { exact: true }).click();
  await expect(page).toHaveURL(`/doctors?category=${letter}`);
}

export async function expectNetworkHospitals(page: Page) {
  const cards = slides(section(page, 'Our network hospitals'));
  await expect(cards).toHaveCount(6);
  for (const [index, link] of UNIT_LINKS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
      'href',
      `/our-hospitals/${link}`,
    );
    // Read as words by a screen reader; the star glyphs are hidden from it.
    await expect(card.getByText('Rated 4 out of 5', { exact: true })).toHaveCount(1);
    await expect(card.getByRole('img')).toHaveAttribute('src', `/images/units/${link}.svg`);
  }
  const firstImage = cards.first().getByRole('img');
  await firstImage.scrollIntoViewIfNeeded();
  await expect(firstImage).toHaveJSProperty('complete', true);
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

export async function expectFeaturedDoctors(page: Page) {
  const cards = slides(section(page, 'Meet our doctors'));
  await expect(cards).toHaveCount(8);
  for (const [index, doctor] of catalogue.doctors.slice(0, 8).entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading')).toHaveText(doctor.name);
    await expect(card.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      `/doctor/${doctor.slug}`,
    );
  }
}

export async function expectHomeBlogs(page: Page) {
  const cards = slides(section(page, 'Health articles'));
  await expect(cards).toHaveCount(homeBlogs.length);
  for (const [index, blog] of homeBlogs.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('link', { name: blog.name })).toHaveAttribute(
      'href',
      `/blog/${blog.slug}`,
    );
    const thumbnail = Array.isArray(blog.images) ? blog.images[0]! : blog.images;
    const src = await card.locator('img').getAttribute('src');
    expect(decodeURIComponent(src ?? '')).toContain(thumbnail);
  }
}

export async function expectAwards(page: Page) {
  const awards = section(page, 'Awards and recognition');
  await expect(slides(awards)).toHaveCount(catalogue.awards.length);
  await expect(awards.getByRole('heading', { name: catalogue.awards[0]!.name })).toBeAttached();
  await expect(awards.getByRole('link', { name: 'View All Media' })).toHaveAttribute(
    'href',
    '/gallery',
  );
}
