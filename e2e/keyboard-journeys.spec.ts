import { expect, test, type Locator, type Page } from './support/test';
import { DOCTORS_PAGE_SIZE } from '../lib/doctors/query';
import { catalogue } from './support/catalogue';
import { uniqueName } from './support/forms';
import { GALLERY_SECTIONS, galleryAwards, gallerySection, zoomButton } from './support/gallery';
import { INNER_TEXT, doctorsNamed } from './support/home-search';
import { mainMenuLabels } from './support/shell';
import {
  expectFocusInside,
  expectFocusOn,
  expectTabCyclesWithin,
  isFocused,
  tabTo,
} from './support/keyboard';
import { expectShowing, mostPhotos, newsPage, opener } from './support/news-events';

// Journeys a visitor makes with the keyboard alone: after page.goto, only keys. Every Tab stop
// must show a ring a sighted person can find; every overlay closed by Escape or its Close button
// gives focus back to what opened it; a modal dialog keeps Tab inside itself.

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
// Each journey starts from its own page load: they may share out the workers. A journey is
// dozens of key presses, each read back from the page: a busy machine needs the longer timeout.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

/** The panel a button opens (a menu, a disclosure), by its aria-controls. */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

/** The skip link, the first stop of every page: Enter takes focus past the header to the content. */
async function skipToContent(page: Page) {
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { max: 1 });
  await page.keyboard.press('Enter');
  await expect.poll(() => isFocused(page, page.getByRole('main'))).toBe(true);
}

/** Types into the focused field, then Tabs to the next one, which must be the very next stop. */
async function typeThenTabTo(page: Page, text: string, next: Locator) {
  await page.keyboard.type(text);
  await tabTo(page, next, { max: 1 });
}

/** Opens a site dialog from its trigger (focused) with Enter; Escape, then Close, close it. */
async function expectDialogRoundTrip(page: Page, trigger: Locator, name: string, first: string) {
  const dialog = page.getByRole('dialog', { name });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusOn(page, dialog.getByLabel(first), `the ${name} dialog opened`);
  await expectTabCyclesWithin(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, trigger, `the ${name} dialog closed with Escape`);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusOn(page, dialog.getByLabel(first), `the ${name} dialog opened again`);
  await tabTo(page, dialog.getByRole('button', { name: 'Close' }), { key: 'Shift+Tab', max: 3 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, trigger, `the ${name} dialog closed with its Close button`);
}

test('book an appointment from the header: open, fill, submit, land on /thank-you', async ({
  page,
}) => {
  await page.goto('/');
  const book = page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' });
  // Back from the content: the header's language switch comes last (shown at the slim bar's end),
  // then Book (its menus have their journey).
  await skipToContent(page);
  await tabTo(page, book, { key: 'Shift+Tab', max: 4 });
  await expectDialogRoundTrip(page, book, 'Book an Appointment', 'Patient name');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  const form = dialog.getByRole('form', { name: 'Book an appointment' });
  await expect(form).toBeVisible();
  await expectFocusOn(page, form.getByLabel('Patient name'), 'the booking modal opened');
  await typeThenTabTo(page, uniqueName('Kb'), form.getByLabel('Phone number'));
  await typeThenTabTo(page, '9876543210', form.getByLabel('Email'));
  await typeThenTabTo(page, 'kb@example.in', form.getByLabel('Hospital'));
  // A closed select takes type-ahead and the arrow keys, as a person would use it.
  await page.keyboard.type('Pa');
  await expect(form.getByLabel('Hospital')).toHaveValue('Pathankot');
  await tabTo(page, form.getByLabel('Specialty'), { max: 1 });
  await page.keyboard.press('ArrowDown');
  await expect(form.getByLabel('Specialty')).not.toHaveValue('');
  await tabTo(page, form.getByLabel('Message'), { max: 1 });
  await page.keyboard.type('Knee pain');
  // Past the privacy notice's link, just above the button.
  await tabTo(page, form.getByRole('button', { name: 'Book an Appointment' }), { max: 2 });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/thank-you\?ref=AH-[A-Z0-9]{8}&kind=appointment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await expect(dialog).toBeHidden();
});

test('find a doctor: hero search, a suggestion, the profile, its appointment form', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search for a doctor by name' });
  const suggestions = page.getByRole('listbox', { name: 'Doctors and specialities' });
  await skipToContent(page);
  await tabTo(page, box, { max: 10 });
  await page.keyboard.type(INNER_TEXT);
  await expect(suggestions.getByRole('option')).toHaveCount(doctorsNamed(INNER_TEXT).length);

  await page.keyboard.press('Escape');
  await expect(suggestions).toBeHidden();
  await expectFocusOn(page, box, 'the suggestions closed with Escape');
  await page.keyboard.press('ArrowDown');
  await expect(suggestions).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const first = suggestions.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const href = (await first.getAttribute('href'))!;
  const doctor = catalogue.doctors.find((entry) => href === `/doctor/${entry.slug}`)!;
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
  const form = page.getByRole('form', { name: `Book an appointment with ${doctor.name}` });
  await tabTo(page, form.getByLabel('Patient Name'), { max: 20 });
  await typeThenTabTo(page, uniqueName('Kp'), form.getByLabel('Mobile number'));
  await typeThenTabTo(page, '9876543210', form.getByLabel('Email'));
  await typeThenTabTo(page, 'kb@example.in', form.getByLabel('Doctor'));
  await tabTo(page, form.getByLabel('Message'), { max: 1 });
  await page.keyboard.type('Second opinion');
  // Past the privacy notice's link, just above the button.
  await tabTo(page, form.getByRole('button', { name: 'Book an Appointment' }), { max: 2 });
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toContainText('appointment request has been received');
});

test('filter /doctors by city with the chips, focus staying on the chip chosen', async ({
  page,
}) => {
  await page.goto('/doctors');
  await skipToContent(page);
  const chips = page.getByRole('navigation', { name: 'Filter by hospital' });
  const names = page
    .getByRole('region', { name: 'Our doctors' })
    .getByRole('article')
    .locator('h3');
  const inCity = (city: string) =>
    catalogue.doctors
      .filter((doctor) => doctor.city.split(',').some((entry) => entry.trim() === city))
      .map((doctor) => doctor.name)
      .slice(0, DOCTORS_PAGE_SIZE);

  for (const city of ['Pathankot', 'Ferozepur']) {
    const chip = chips.getByRole('link', { name: city, exact: true });
    await tabTo(page, chip, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`city=${city}`));
    await expect(names).toHaveText(inCity(city));
    await expect(chip).toHaveAttribute('aria-current', 'true');
    await expectFocusOn(page, chip, `the list filtered by ${city}`);
  }

  const all = chips.getByRole('link', { name: 'All', exact: true });
  await tabTo(page, all, { key: 'Shift+Tab', max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/doctors$/);
  await expect(all).toHaveAttribute('aria-current', 'true');
});

test('walk the desktop menus: Tab passes each closed, Enter opens it, Escape and the arrows', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of mainMenuLabels) {
    const button = nav.getByRole('button', { name: label, exact: true });
    const panel = await panelOf(page, button);
    const links = panel.getByRole('link');
    await tabTo(page, button);
    await expect(panel).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await tabTo(page, links.first(), { max: 1 });
    await tabTo(page, links.last(), { max: (await links.count()) - 1 });

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expectFocusOn(page, button, `the ${label} menu closed with Escape`);
    await page.keyboard.press('ArrowDown');
    await expect(panel).toBeVisible();
    await expectFocusOn(page, links.first(), `ArrowDown into the ${label} menu`);
    await page.keyboard.press('Escape');
    await expectFocusOn(page, button, `the ${label} menu closed again`);
  }
  await tabTo(page, nav.getByRole('link', { name: 'Find a Doctor' }), { max: 1 });
});

test('the callback popup, from the header and from the floating button, gives focus back on close', async ({
  page,
}) => {
  await page.goto('/');
  const docked = page.getByRole('banner').getByRole('link', { name: 'Request a Call' });
  await tabTo(page, docked, { max: 16 });
  await expectDialogRoundTrip(page, docked, 'Request a Call', 'Name');

  // Where the page margin is wide enough it floats there instead, last on the page.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(docked).toBeHidden();
  const floating = page.getByRole('link', { name: 'Request a Call' });
  await tabTo(page, floating, { key: 'Shift+Tab', max: 5 });
  await expectDialogRoundTrip(page, floating, 'Request a Call', 'Name');
  // Backwards from there into the dark footer: its rings must show on it too.
  const footerLinks = page.getByRole('contentinfo').getByRole('link');
  await tabTo(page, footerLinks.nth(-5), { key: 'Shift+Tab', max: 8 });
});

test('an FAQ answer and a nested accordion open and close with Enter and Space', async ({
  page,
}) => {
  // A link to the FAQ (#faq) puts the Tab order's start there, as it does for a visitor.
  await page.goto('/ambulance-services#faq');
  const question = page.locator('section#faq').getByRole('button').first();
  await tabTo(page, question, { max: 5 });
  const answer = await panelOf(page, question);
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await expectFocusOn(page, question, 'the FAQ answer opened');
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
  await expectFocusOn(page, question, 'the FAQ answer closed');

  await page.goto('/statutory-monthly-report');
  const main = page.getByRole('main');
  await skipToContent(page);
  const year = main
    .getByRole('heading', { level: 2 })
    .getByRole('button', { name: '2024', exact: true });
  await tabTo(page, year, { max: 20 });
  if ((await year.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  await expect(year).toHaveAttribute('aria-expanded', 'true');
  const yearPanel = await panelOf(page, year);
  const city = yearPanel.getByRole('heading', { level: 3 }).getByRole('button').first();
  await tabTo(page, city, { max: 1 });
  await page.keyboard.press('Enter');
  const cityPanel = await panelOf(page, city);
  await expect(cityPanel).toBeVisible();
  await expectFocusOn(page, city, 'a city of the report opened');
  await page.keyboard.press('Space');
  await expect(cityPanel).toBeHidden();
  await tabTo(page, year, { key: 'Shift+Tab', max: 1 });
  await page.keyboard.press('Enter');
  await expect(yearPanel).toBeHidden();
  await expectFocusOn(page, year, 'the year closed');
});

test('the gallery: an award carousel moves by its arrow, and its zoom overlay opens and closes', async ({
  page,
}) => {
  await page.goto('/gallery');
  const awards = gallerySection(page, GALLERY_SECTIONS[0].heading);
  // Swiper takes the carousel over once it is near the screen, and moves focus off its plain
  // track as it does: tabbing starts once that is done.
  await expect(awards.locator('.swiper-initialized')).toHaveCount(1);
  const award = galleryAwards[0]!;
  const image = zoomButton(awards, award.name);
  await skipToContent(page);
  await tabTo(page, image, { max: 30 });

  const dialog = page.getByRole('dialog', { name: award.name });
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('img', { name: award.name })).toBeVisible();
  await expectFocusOn(page, dialog.getByRole('button', { name: 'Close' }), 'the zoom opened');
  await expectTabCyclesWithin(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, image, 'the zoom closed with Escape');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, dialog.getByRole('button', { name: 'Close' }), 'the zoom reopened');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, image, 'the zoom closed with its Close button');

  const next = awards.getByRole('button', { name: 'Next slide' });
  const firstInView = () =>
    awards.locator('.swiper').evaluate((viewport) => {
      const box = viewport.getBoundingClientRect();
      return [...viewport.querySelectorAll('[aria-roledescription="slide"]')]
        .find((slide) => {
          const rect = slide.getBoundingClientRect();
          return rect.left >= box.left - 1 && rect.right <= box.right + 1;
        })
        ?.getAttribute('aria-label');
    });
  await tabTo(page, next, { max: 40 });
  const before = await firstInView();
  await page.keyboard.press('Enter');
  await expect.poll(firstInView).not.toBe(before);
  await expectFocusOn(page, next, 'the carousel moved on');
});

test("a news item's photo slider: its arrows and arrow keys, Tab kept inside, focus back on close", async ({
  page,
}) => {
  const item = mostPhotos(newsPage.items);
  await page.goto(newsPage.path);
  const card = opener(page, item);
  await skipToContent(page);
  await tabTo(page, card, { max: 30 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: item.name });
  await expect(dialog.locator('.swiper-initialized')).toHaveCount(1);
  await expectShowing(dialog, item, 1);
  await expectFocusInside(page, dialog, 'the slider opened');

  const next = dialog.getByRole('button', { name: 'Next slide' });
  if (!(await isFocused(page, next))) await tabTo(page, next, { max: 5 });
  await page.keyboard.press('Enter');
  await expectShowing(dialog, item, 2);
  await page.keyboard.press('ArrowRight');
  await expectShowing(dialog, item, 3);
  await tabTo(page, dialog.getByRole('button', { name: 'Previous slide' }), {
    key: 'Shift+Tab',
    max: 1,
  });
  await page.keyboard.press('Enter');
  await expectShowing(dialog, item, 2);
  await expectTabCyclesWithin(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, card, 'the slider closed with Escape');
});

test.describe('on a phone, 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu: open, a section, Tab kept inside, Escape and Close give focus back', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await tabTo(page, toggle, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expectFocusInside(page, menu, 'the menu opened');

    const section = menu.getByRole('button', { name: 'Hospitals' });
    await tabTo(page, section, { max: 20 });
    await page.keyboard.press('Enter');
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    const links = (await panelOf(page, section)).getByRole('link');
    await tabTo(page, links.first(), { max: 1 });
    await tabTo(page, links.last(), { max: (await links.count()) - 1 });
    await expectTabCyclesWithin(page, menu);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expectFocusOn(page, toggle, 'the menu closed with Escape');

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const close = menu.getByRole('button', { name: 'Close menu' });
    await expectFocusInside(page, menu, 'the menu opened again');
    if (!(await isFocused(page, close))) await tabTo(page, close, { key: 'Shift+Tab', max: 60 });
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expectFocusOn(page, toggle, 'the menu closed with its Close button');
  });
});
