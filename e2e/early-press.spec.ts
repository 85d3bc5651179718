import { expect, test, type Locator, type Page } from './support/test';
import { holdScripts } from './support/chunks';
import { mostPhotos, newsPage, opener, photo } from './support/news-events';

// A press on a button before the page's code has run is kept and replayed once the button is
// live: a visitor on a slow phone who taps an FAQ question, a footer group, a menu or a tab at
// first sight of the page sees it open, instead of nothing happening.

/**
 * Opens `path` with every script held, presses the button, checks that nothing happened yet (the
 * page is not live), then lets the scripts run.
 */
async function pressBeforeScripts(page: Page, path: string, button: (page: Page) => Locator) {
  const release = await holdScripts(page);
  // The held scripts hold back the load events: wait for the button, not for them.
  await page.goto(path, { waitUntil: 'commit' });
  await button(page).click();
  return release;
}

test('an FAQ question pressed before the page is live opens once it is', async ({ page }) => {
  const question = (page: Page) => page.getByRole('button', { name: /What documents do I need/ });
  const release = await pressBeforeScripts(page, '/empanelments', question);
  await expect(question(page)).toHaveAttribute('aria-expanded', 'false');

  release();
  await expect(question(page)).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`[id="${await question(page).getAttribute('aria-controls')}"]`);
  await expect(answer).toBeVisible();
  // Once: it stays open, not opened and closed again by a second delivery of the same press.
  await page.waitForTimeout(500);
  await expect(question(page)).toHaveAttribute('aria-expanded', 'true');
});

test('a main menu pressed before the page is live opens once it is', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const button = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Specialities', exact: true });
  const release = await pressBeforeScripts(page, '/contact-us', button);
  await expect(button(page)).toHaveAttribute('aria-expanded', 'false');

  release();
  await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button(page).getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('link').first()).toBeVisible();
});

test('a news card pressed before the page is live opens its photos once it is', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const item = mostPhotos(newsPage.items);
  const release = await pressBeforeScripts(page, newsPage.path, (page) => opener(page, item));
  const dialog = page.getByRole('dialog', { name: item.name });
  await expect(dialog).toBeHidden();

  release();
  await expect(dialog).toBeVisible();
  await expect(photo(dialog, item, 1)).toBeVisible();
  // Focus moved into it, as on a press made once the page is live.
  await expect(dialog.locator(':focus')).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [path, name] of [
    ['/contact-us', 'Legal'],
    ['/pa/contact-us', 'ਕਾਨੂੰਨੀ'],
  ] as const) {
    test(`${path}: a footer group pressed before the page is live opens once it is`, async ({
      page,
    }) => {
      const group = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name });
      const toggle = (page: Page) => group(page).getByRole('button', { name });
      const release = await pressBeforeScripts(page, path, toggle);
      await expect(group(page).getByRole('link')).toHaveCount(0);

      release();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(group(page).getByRole('link').first()).toBeVisible();
    });
  }

  test('a tab pressed before the page is live is shown once it is', async ({ page }) => {
    const students = (page: Page) => page.getByRole('region', { name: 'Our students' });
    const past = (page: Page) => students(page).getByRole('tab', { name: /Past/ });
    const release = await pressBeforeScripts(page, '/academics', past);
    await expect(past(page)).toHaveAttribute('aria-selected', 'false');

    release();
    await expect(past(page)).toHaveAttribute('aria-selected', 'true');
    await expect(students(page).getByRole('tabpanel')).toBeVisible();
  });
});
