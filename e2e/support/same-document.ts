import { expect, type Page } from '@playwright/test';

const MARK = '__sameDocumentMark';

/** Marks the loaded document, so a later check can tell an in-page update from a full reload. */
export async function markDocument(page: Page) {
  await page.evaluate((mark) => Object.assign(window, { [mark]: true }), MARK);
}

/** The page was updated in place: the mark set by `markDocument` is still there. */
export async function expectSameDocument(page: Page) {
  expect(
    await page.evaluate(
      (mark) => (window as unknown as Record<string, unknown>)[mark] === true,
      MARK,
    ),
    'the page updated without a full reload',
  ).toBe(true);
}
