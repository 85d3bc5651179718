import { test } from '@playwright/test';
import {
  expectEscapeCloses,
  expectInnerTextSuggestions,
  expectKeyboardChoiceOpensProfile,
  expectOutsideClickClosesAndFocusReopens,
  expectSearchFormLandsOnFilteredDoctors,
} from './support/home-search';

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
});

test.describe('the home doctor search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a form that lands on the doctors list filtered by the name', async ({ page }) => {
    await expectSearchFormLandsOnFilteredDoctors(page);
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
