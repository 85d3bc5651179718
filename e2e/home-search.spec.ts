import { expect, test } from './support/test';
import { onLaterChunks } from './support/chunks';
import {
  expectEscapeCloses,
  expectInnerTextSuggestions,
  expectKeyboardChoiceOpensProfile,
  expectOutsideClickClosesAndFocusReopens,
  expectSearchFormLandsOnFilteredDoctors,
  expectTopicSuggestions,
  expectNothingOffersWaysOn,
  expectEmptySearchLeadsOn,
  expectSharedNameLeadsToAll,
  doctorsNamed,
  INNER_TEXT,
  TOPIC,
} from './support/home-search';
import { expectNoAxeViolations } from './support/axe';

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('the home doctor search', () => {
  test('suggests the doctors whose name contains text typed in another case', async ({ page }) => {
    await expectInnerTextSuggestions(page);
  });

  test('closes on a click outside and opens again when the box is focused', async ({ page }) => {
    await expectOutsideClickClosesAndFocusReopens(page);
  });

  test('closes on Escape', async ({ page }) => {
    await expectEscapeCloses(page);
  });

  test('opens the profile of a suggestion chosen with the keyboard', async ({ page }) => {
    await expectKeyboardChoiceOpensProfile(page);
  });

  test('Search lands on the doctors list filtered by the name', async ({ page }) => {
    await expectSearchFormLandsOnFilteredDoctors(page);
  });

  test('a name many doctors share offers the first of them, then all of them in the list', async ({
    page,
  }) => {
    await expectSharedNameLeadsToAll(page);
  });

  test('a common word ("knee") offers its speciality: the page, its doctors, all of them', async ({
    page,
  }) => {
    await expectTopicSuggestions(page);
  });

  test('text that matches nothing still offers every speciality and the appointment form', async ({
    page,
  }) => {
    await expectNothingOffersWaysOn(page);
  });

  test('Search with a word nobody is named by lands on a list that still leads on', async ({
    page,
  }) => {
    await expectEmptySearchLeadsOn(page);
  });

  test('the home page has no WCAG 2.2 A/AA violations with the topic suggestions open', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search for a doctor by name' }).fill(TOPIC);
    await expect(page.getByRole('listbox').getByRole('group').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the doctors list a search left empty has no WCAG 2.2 A/AA violations', async ({ page }) => {
    await page.goto(`/doctors?q=${TOPIC}`);
    await expect(page.getByRole('navigation', { name: 'More ways to find care' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('still suggests when its code fails to load at first', async ({ page }) => {
    // The connection drops for two seconds just as the visitor starts typing.
    let dropUntil = 0;
    const failed: string[] = [];
    await onLaterChunks(page, '/', (route, chunk) => {
      if (Date.now() > dropUntil) return route.continue();
      failed.push(chunk);
      return route.abort('internetdisconnected');
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    dropUntil = Date.now() + 2000;
    const box = page.getByRole('combobox', { name: 'Search for a doctor by name' });
    await box.fill(INNER_TEXT);
    await expect(page.getByRole('listbox', { name: 'Doctors and specialities' })).toBeVisible({
      timeout: 15_000,
    });
    expect(failed.length).toBeGreaterThan(0);
    await expect(
      page.getByRole('listbox').getByRole('option', { name: new RegExp(INNER_TEXT, 'i') }),
    ).toHaveCount(doctorsNamed(INNER_TEXT).length);
  });
});

test.describe('the home doctor search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a form that lands on the doctors list filtered by the name', async ({ page }) => {
    await expectSearchFormLandsOnFilteredDoctors(page);
  });

  test('with a word nobody is named by, lands on a list that still leads on', async ({ page }) => {
    await expectEmptySearchLeadsOn(page);
  });
});

test.describe('the home doctor search on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('fits the screen and its suggestions fit under it', async ({ page }) => {
    await expectInnerTextSuggestions(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    test.expect(overflow).toBeLessThanOrEqual(0);
  });
});
