import { expect, type Page } from '@playwright/test';
import { SUGGESTION_LIMIT } from '../../lib/doctors/search';
import { catalogue } from './catalogue';

// The home hero's doctor search, checked on whatever site the page's baseURL serves: the
// embedded catalogue or the stub upstream (either reading). Only catalogue doctors are assumed.

const LABEL = 'Search for a doctor by name';

/** Text from inside several names (never their start), typed in another case. */
export const INNER_TEXT = 'PREET';

/** The catalogue doctors whose name contains the text, ignoring case. */
export function doctorsNamed(text: string) {
  const wanted = text.trim().toLowerCase();
  return catalogue.doctors.filter((doctor) => doctor.name.toLowerCase().includes(wanted));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const combobox = (page: Page) => page.getByRole('combobox', { name: LABEL });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Doctors and specialities' });

/** Opens the home page and types the text into the search box, once the page's script runs. */
async function typeOnHome(page: Page, text: string) {
  await page.goto('/');
  const box = combobox(page);
  await box.fill(text);
  return box;
}

/** (a) Text from inside a name, typed in another case, suggests exactly those doctors. */
export async function expectInnerTextSuggestions(page: Page) {
  const expected = doctorsNamed(INNER_TEXT);
  expect(expected.length).toBeGreaterThan(1);
  expect(expected.every((doctor) => !doctor.name.toUpperCase().startsWith(INNER_TEXT))).toBe(true);
  const box = await typeOnHome(page, INNER_TEXT);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const list = listbox(page);
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  await expect(list.getByRole('option')).toHaveCount(expected.length);
  for (const doctor of expected) {
    const option = list.getByRole('option', { name: new RegExp(`^${escape(doctor.name)}`) });
    await expect(option).toBeVisible();
    await expect(option).toHaveAttribute('href', `/doctor/${doctor.slug}`);
  }
  await expect(page.getByRole('status').filter({ hasText: 'doctors found' })).toHaveText(
    `${expected.length} doctors found`,
  );
}

/** (b) A click outside the search closes the list; focusing the box again reopens it. */
export async function expectOutsideClickClosesAndFocusReopens(page: Page) {
  const box = await typeOnHome(page, INNER_TEXT);
  await expect(listbox(page)).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(listbox(page)).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.focus();
  await expect(listbox(page)).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
}

/** (c) Escape closes the list and keeps the text. */
export async function expectEscapeCloses(page: Page) {
  const box = await typeOnHome(page, INNER_TEXT);
  await expect(listbox(page)).toBeVisible();
  await box.press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue(INNER_TEXT);
}

/** (d) ArrowDown then Enter opens the profile of the first suggestion. */
export async function expectKeyboardChoiceOpensProfile(page: Page) {
  const box = await typeOnHome(page, INNER_TEXT);
  const first = listbox(page).getByRole('option').first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href'))!;
  const doctor = doctorsNamed(INNER_TEXT).find((entry) => href === `/doctor/${entry.slug}`);
  expect(doctor, `the first suggestion ${href} is a doctor named *${INNER_TEXT}*`).toBeDefined();
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor!.name);
}

/**
 * (e) Submitting the search lands on /doctors?q=… listing exactly the matching doctors. Call it
 * with JavaScript off (`test.use({ javaScriptEnabled: false })`) for the plain form, or on.
 */
export async function expectSearchFormLandsOnFilteredDoctors(page: Page) {
  await page.goto('/');
  const search = page.getByRole('search').filter({ has: page.getByLabel(LABEL) });
  await search.getByLabel(LABEL).fill(INNER_TEXT);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/doctors?q=${INNER_TEXT}`);
  await expect(
    page.getByRole('region', { name: 'Our doctors' }).getByRole('article').locator('h3'),
  ).toHaveText(doctorsNamed(INNER_TEXT).map((doctor) => doctor.name));
  await expect(page.getByLabel("Doctor's name")).toHaveValue(INNER_TEXT);
}

/** A name more doctors share than the list shows. */
export const SHARED_NAME = 'Singh';

/**
 * (f) A name many doctors share: the first few, then an option for all of them, which opens the
 * doctors list searched by the name; the status line counts them all.
 */
export async function expectSharedNameLeadsToAll(page: Page) {
  const named = doctorsNamed(SHARED_NAME);
  expect(named.length, 'the catalogue has more than a list of these').toBeGreaterThan(
    SUGGESTION_LIMIT,
  );
  await typeOnHome(page, SHARED_NAME);
  const options = listbox(page).getByRole('option');
  await expect(options).toHaveCount(SUGGESTION_LIMIT + 1);
  const all = options.last();
  await expect(all).toHaveText(`See all ${named.length} doctors`);
  await expect(page.getByRole('status').filter({ hasText: 'doctors found' })).toHaveText(
    `${named.length} doctors found`,
  );
  await all.click();
  await expect(page).toHaveURL(`/doctors?q=${SHARED_NAME}`);
  await expect(page.getByText(new RegExp(`^${named.length} doctors\\b`))).toBeVisible();
}

/** A common word with no doctor's name in it, and the speciality the site's topic table gives it. */
export const TOPIC = 'knee';
export const TOPIC_SPECIALITY = catalogue.categories.find((category) =>
  category.name.startsWith('Orthopaedics'),
)!;

/** Text that names neither a doctor nor a speciality. */
export const NOTHING = 'qzxv';

/** The catalogue doctors the doctors list shows for a speciality (category starts with it). */
export function doctorsOf(specialityName: string) {
  const wanted = specialityName.trim().toLowerCase();
  return catalogue.doctors.filter((doctor) =>
    doctor.category.trim().toLowerCase().startsWith(wanted),
  );
}

const doctorsListOf = (specialityName: string) =>
  `/doctors?${new URLSearchParams({ category: specialityName })}`;

/**
 * (f) A common word offers its speciality: the speciality's page, its first doctors, and all of
 * them on the doctors list; choosing "all" lands on that list.
 */
export async function expectTopicSuggestions(page: Page) {
  expect(doctorsNamed(TOPIC)).toEqual([]);
  const speciality = TOPIC_SPECIALITY;
  const doctors = doctorsOf(speciality.name);
  expect(doctors.length).toBeGreaterThan(2);
  await typeOnHome(page, TOPIC);
  const group = listbox(page).getByRole('group', { name: speciality.name });
  await expect(group).toBeVisible();
  await expect(group.getByRole('option').first()).toHaveAttribute(
    'href',
    `/specialities/${speciality.slug}`,
  );
  await expect(group.getByRole('option').first()).toContainText(speciality.name);
  for (const doctor of doctors.slice(0, 2))
    await expect(group.getByRole('option', { name: doctor.name })).toHaveAttribute(
      'href',
      `/doctor/${doctor.slug}`,
    );
  const all = group.getByRole('option', { name: `See all ${doctors.length} doctors` });
  await expect(all).toHaveAttribute('href', doctorsListOf(speciality.name));
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    /specialit(y|ies) found/,
  );
  await all.click();
  await expect(page).toHaveURL(doctorsListOf(speciality.name));
  await expect(
    page.getByRole('region', { name: 'Our doctors' }).getByRole('article').locator('h3'),
  ).toHaveText(doctors.map((doctor) => doctor.name));
}

/** (g) Text that matches nothing still offers every speciality and the appointment form. */
export async function expectNothingOffersWaysOn(page: Page) {
  const box = await typeOnHome(page, NOTHING);
  await expect(page.getByRole('status').filter({ hasText: NOTHING })).toHaveText(
    `Nothing found for “${NOTHING}”. You can browse all specialities or book an appointment.`,
  );
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const ways = listbox(page).getByRole('option');
  await expect(ways).toHaveCount(2);
  await expect(ways.nth(0)).toHaveAttribute('href', '/specialities');
  await expect(ways.nth(0)).toContainText('Browse all specialities');
  await expect(ways.nth(1)).toHaveAttribute('href', '/appointment');
  await expect(ways.nth(1)).toContainText('Book an appointment');
  // By keyboard, as any other suggestion.
  await box.press('ArrowUp');
  await box.press('Enter');
  await expect(page).toHaveURL('/appointment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * (h) Search with a word no doctor is named by lands on an empty doctors list that still leads
 * on: the specialities the word names (their pages and doctors), every speciality, the
 * appointment form. With JavaScript or without.
 */
export async function expectEmptySearchLeadsOn(page: Page) {
  await page.goto('/');
  const search = page.getByRole('search').filter({ has: page.getByLabel(LABEL) });
  await search.getByLabel(LABEL).fill(TOPIC);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/doctors?q=${TOPIC}`);
  const ways = page.getByRole('navigation', { name: 'More ways to find care' });
  await expect(ways.getByRole('heading', { name: `Specialities for “${TOPIC}”` })).toBeVisible();
  const speciality = TOPIC_SPECIALITY;
  await expect(ways.getByRole('link', { name: speciality.name, exact: true })).toHaveAttribute(
    'href',
    `/specialities/${speciality.slug}`,
  );
  await expect(
    ways.getByRole('link', { name: `See its ${doctorsOf(speciality.name).length} doctors` }),
  ).toHaveAttribute('href', doctorsListOf(speciality.name));
  await expect(ways.getByRole('link', { name: 'Browse all specialities' })).toHaveAttribute(
    'href',
    '/specialities',
  );
  await expect(ways.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
    'href',
    '/appointment',
  );

  await page.goto(`/doctors?q=${NOTHING}`);
  await expect(page.getByText('No doctors found for the given filters.')).toBeVisible();
  await expect(ways.getByRole('heading', { name: /Specialities for/ })).toHaveCount(0);
  await expect(ways.getByRole('link', { name: 'Browse all specialities' })).toBeVisible();
  await expect(ways.getByRole('link', { name: 'Book an appointment' })).toBeVisible();
}
