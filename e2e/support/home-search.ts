import { expect, type Page } from '@playwright/test';
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
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Doctors whose name matches' });

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
