import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { catalogue } from './support/catalogue';

// The home page's A to Z: on the Speciality side a letter lists the specialities whose name
// starts with it (it used to search for names containing it: A gave 22 of 28); on the Doctors
// side it leads to the doctors whose speciality starts with it, as before.

const LETTERS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

const startingWith = (letter: string) =>
  catalogue.categories
    .filter((category) => category.name.trim().toUpperCase().startsWith(letter))
    .map((category) => category.name)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

const panel = (page: Page) => page.getByRole('region', { name: 'Search by' });

async function expectLetterListsStartingWith(page: Page, letter: string) {
  const region = panel(page);
  await region.getByRole('radio', { name: letter, exact: true }).check();
  const group = region.getByRole('region', { name: `Specialities starting with ${letter}` });
  await expect(group).toBeVisible();
  const expected = startingWith(letter);
  await expect(group.getByRole('link')).toHaveText(expected);
  for (const name of expected) {
    const slug = catalogue.categories.find((category) => category.name === name)!.slug;
    await expect(group.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/specialities/${slug}`,
    );
  }
  // Only that letter's specialities are shown.
  await expect(region.getByRole('region', { name: /^Specialities starting with/ })).toHaveCount(1);
}

test.describe('the home A to Z', () => {
  test('a letter on the Speciality side lists only the specialities starting with it', async ({
    page,
  }) => {
    // Letters that many names contain but fewer start with: the old search listed far more.
    const contain = (letter: string) =>
      catalogue.categories.filter((category) => category.name.toUpperCase().includes(letter));
    expect(startingWith('A').length).toBeLessThan(contain('A').length);
    expect(startingWith('C').length).toBeLessThan(contain('C').length);

    await page.goto('/');
    await expect(panel(page).getByRole('radio', { name: 'Speciality' })).toBeChecked();
    for (const letter of ['A', 'C', 'P']) await expectLetterListsStartingWith(page, letter);
  });

  test('a letter no speciality starts with cannot be chosen', async ({ page }) => {
    await page.goto('/');
    const radios = panel(page).getByRole('group', { name: 'Speciality from A to Z' });
    for (const letter of LETTERS) {
      const radio = radios.getByRole('radio', { name: letter, exact: true });
      if (startingWith(letter).length === 0) await expect(radio).toBeDisabled();
      else await expect(radio).toBeEnabled();
    }
  });

  test('the letters can be chosen with the keyboard', async ({ page }) => {
    await page.goto('/');
    const region = panel(page);
    const first = LETTERS.find((letter) => startingWith(letter).length > 0)!;
    await region.getByRole('radio', { name: first, exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(
      region.getByRole('region', { name: `Specialities starting with ${first}` }),
    ).toBeVisible();
    await page.keyboard.press('ArrowRight');
    const next = LETTERS.filter((letter) => startingWith(letter).length > 0)[1]!;
    await expect(region.getByRole('radio', { name: next, exact: true })).toBeChecked();
    await expect(
      region.getByRole('region', { name: `Specialities starting with ${next}` }),
    ).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(startingWith(next)[0]!);
  });

  test('a letter on the Doctors side lists the doctors whose speciality starts with it', async ({
    page,
  }) => {
    await page.goto('/');
    const region = panel(page);
    await region.getByRole('radio', { name: 'Doctors' }).check();
    await expect(region.getByRole('group', { name: 'Speciality from A to Z' })).toBeHidden();
    const letters = region.getByRole('navigation', { name: 'Doctors from A to Z' });
    await letters.getByRole('link', { name: 'C', exact: true }).click();
    await expect(page).toHaveURL('/doctors?category=C');
    const expected = catalogue.doctors.filter((doctor) =>
      doctor.category.trim().toUpperCase().startsWith('C'),
    );
    expect(expected.length).toBeGreaterThan(0);
    const cards = page.getByRole('region', { name: 'Our doctors' }).getByRole('article');
    await expect(
      page.getByText(`${expected.length} doctors`, { exact: false }).first(),
    ).toBeVisible();
    await expect(cards.first()).toBeVisible();
    const names = await cards.locator('h3').allTextContents();
    for (const name of names) expect(expected.map((doctor) => doctor.name)).toContain(name);
  });

  test('has no WCAG 2.2 A/AA violations with a letter chosen', async ({ page }) => {
    await page.goto('/');
    await panel(page).getByRole('radio', { name: 'C', exact: true }).check();
    await expectNoAxeViolations(page);
  });
});

test.describe('the home A to Z without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a letter still lists the specialities starting with it', async ({ page }) => {
    await page.goto('/');
    await expectLetterListsStartingWith(page, 'C');
    await panel(page).getByRole('radio', { name: 'Doctors' }).check();
    await expect(
      panel(page).getByRole('navigation', { name: 'Doctors from A to Z' }).getByRole('link'),
    ).toHaveCount(26);
  });
});
