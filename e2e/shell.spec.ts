import { expect, test, type Locator, type Page } from './support/test';
import { catalogue } from './support/catalogue';
import {
  centresOfExcellencePaths,
  footerPatientPaths,
  footerSpecialityNames,
  hospitalPaths,
  mainMenuLabels,
  navigationRoutes,
  servicesPaths,
  specialityMenuPaths,
} from './support/shell';
import { pointAt, pointAwayFrom } from './support/pointer';
import { iconOffsetsFromFirstLine } from './support/icon-alignment';

test.use({ viewport: { width: 1280, height: 900 } });

const hrefs = (links: Locator) =>
  links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));

/** A dropdown's button and its panel (the list item's div). */
function menu(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const button = nav.getByRole('button', { name: label, exact: true });
  const panel = nav
    .locator('li', { has: page.getByRole('button', { name: label, exact: true }) })
    .locator('xpath=./div');
  return { button, panel };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the header holds every navigation route, the helplines and the menus with their exact paths', async ({
  page,
}) => {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Amandeep Hospital, home' })).toHaveAttribute(
    'href',
    '/',
  );
  const headerHrefs = await hrefs(header.locator('a'));
  for (const route of navigationRoutes) expect(headerHrefs).toContain(route);
  expect(headerHrefs).toContain('https://nursing.amandeephospital.org');
  expect(headerHrefs.filter((href) => href?.startsWith('tel:')).length).toBeGreaterThanOrEqual(2);

  const expected: [string, string[]][] = [
    ['Services', servicesPaths],
    ['Centre of Excellence', centresOfExcellencePaths],
    ['Hospitals', [...hospitalPaths, '/our-hospitals']],
    ['Specialities', [...specialityMenuPaths, '/specialities']],
  ];
  for (const [label, paths] of expected) {
    const { button, panel } = menu(page, label);
    await button.hover();
    await expect(panel).toBeVisible();
    expect(await hrefs(panel.getByRole('link'))).toEqual(paths);
  }
});

/**
 * The page's clock, paused and moved by the test alone (an installed clock still runs in real
 * time until paused), so a busy test machine cannot skew a menu's close delay.
 */
async function pauseClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Opens a menu by hovering it, then moves the pointer away onto the page below. */
async function hoverThenLeave(page: Page, label: string) {
  const { button, panel } = menu(page, label);
  await pointAt(button);
  await expect(panel).toBeVisible();
  await pointAwayFrom(page, panel.locator('xpath=..'), 640, 700);
  return panel;
}

async function expectClosesBetween(
  page: Page,
  label: string,
  openAtMs: number,
  closedByMs: number,
) {
  const panel = await hoverThenLeave(page, label);
  await page.clock.runFor(openAtMs);
  await expect(panel, `${label} still open ${openAtMs} ms after leaving`).toBeVisible();
  await page.clock.runFor(closedByMs - openAtMs);
  await expect(panel, `${label} closed ${closedByMs} ms after leaving`).toBeHidden();
}

test('a dropdown stays open 200 ms after the pointer leaves and is closed by 400 ms', async ({
  page,
}) => {
  await pauseClock(page);
  for (const label of ['Services', 'Hospitals', 'About Us', 'Centre of Excellence'])
    await expectClosesBetween(page, label, 200, 400);
});

test('the specialities dropdown stays open 1500 ms and is closed by 1600 ms', async ({ page }) => {
  await pauseClock(page);
  await expectClosesBetween(page, 'Specialities', 1490, 1600);
});

test('moving back onto a closing dropdown keeps it open', async ({ page }) => {
  await pauseClock(page);
  const panel = await hoverThenLeave(page, 'Hospitals');
  await page.clock.runFor(100);
  await pointAt(panel.getByRole('link').first());
  await page.clock.runFor(2000);
  await expect(panel).toBeVisible();
});

test('every menu is a disclosure: Tab passes it closed, Enter, Space and Arrow Down open it, Escape closes it', async ({
  page,
}) => {
  for (const label of mainMenuLabels) {
    const { button, panel } = menu(page, label);
    for (
      let presses = 0;
      presses < 40 && !(await button.evaluate((el) => el === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    // Focus alone opens nothing: the menu's links stay out of the Tab order.
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    const count = await panel.getByRole('link').count();
    for (let index = 1; index < count; index += 1) await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
  }
});

async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  for (let presses = 0; presses < 3; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

test('Book an Appointment opens the booking modal, which traps focus, closes with Escape and returns focus', async ({
  page,
}) => {
  const trigger = page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('Request a Call docks in the header bar where the page margin is narrow, and opens the callback popup the same way', async ({
  page,
}) => {
  const trigger = page.getByRole('link', { name: 'Request a Call' });
  await expect(trigger).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Request a Call' }),
  ).toBeVisible();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request a Call' });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the footer lists the six sites with their two numbers to tap and an email link', async ({
  page,
}) => {
  const footer = page.getByRole('contentinfo');
  const sites = footer.getByRole('region', { name: 'Our hospitals' }).locator(':scope > ul > li');
  await expect(sites).toHaveCount(6);
  for (const site of await sites.all()) {
    await expect(site.locator('address')).not.toBeEmpty();
    expect(
      (await hrefs(site.locator('a[href^="tel:"]'))).every((href) =>
        /^tel:\+\d{10,13}$/.test(href ?? ''),
      ),
    ).toBe(true);
    await expect(site.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(site.locator('a[href^="mailto:"]')).toHaveCount(1);
    // Named as written, not in pieces where it may wrap ("a@ b .org").
    const address = (await site.locator('a[href^="mailto:"]').getAttribute('href'))!.slice(7);
    await expect(site.getByRole('link', { name: address, exact: true })).toHaveCount(1);
  }
  await expect(footer).toContainText('© 2025 Amandeep Hospital');
});

for (const path of ['/', '/pa', '/hi'])
  test(`on ${path} each footer contact's icon sits beside the first line of its words, wrapped or not`, async ({
    page,
  }) => {
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const offsets = await iconOffsetsFromFirstLine(
        page.getByRole('contentinfo').locator('a[href^="tel:"], a[href^="mailto:"]'),
      );
      expect(offsets.length, `${path} at ${width} px`).toBeGreaterThan(0);
      expect(Math.max(...offsets), `${path} at ${width} px`).toBeLessThanOrEqual(3);
    }
  });

test('the footer link columns are exactly the spec, with Terms of Use and Cookie Policy as plain text', async ({
  page,
}) => {
  const footer = page.getByRole('contentinfo');
  expect(
    await hrefs(
      footer.getByRole('navigation', { name: 'For Patients & Visitors' }).getByRole('link'),
    ),
  ).toEqual(footerPatientPaths);

  const legal = footer.getByRole('navigation', { name: 'Legal' });
  expect(await hrefs(legal.getByRole('link'))).toEqual(['/privacy-policy', '/disclaimer']);
  await expect(legal.getByText('Terms of Use')).toBeVisible();
  await expect(legal.getByText('Cookie Policy')).toBeVisible();

  const specialities = footer.getByRole('navigation', { name: 'Our Specialty' }).getByRole('link');
  const bySlug = new Map(
    catalogue.categories.map((category) => [category.name.trim().toLowerCase(), category.slug]),
  );
  const expected = footerSpecialityNames.filter((name) => bySlug.has(name.toLowerCase()));
  await expect(specialities).toHaveText([...expected, 'More+']);
  expect(await hrefs(specialities)).toEqual([
    ...expected.map((name) => `/specialities/${bySlug.get(name.toLowerCase())}`),
    '/specialities',
  ]);

  const social = await hrefs(footer.getByRole('list', { name: 'Social media' }).getByRole('link'));
  expect(social.map((href) => new URL(href!).hostname.replace(/^www\./, ''))).toEqual([
    'facebook.com',
    'instagram.com',
    'youtube.com',
    'linkedin.com',
    'x.com',
  ]);
});

test('on a wide screen the footer columns are open, with plain headings', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button')).toHaveCount(0);
  for (const name of ['For Patients & Visitors', 'Our Specialty', 'Legal'])
    await expect(footer.getByRole('navigation', { name }).getByRole('link').first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the footer link columns are closed disclosures that open by tap or key', async ({
    page,
  }) => {
    const footer = page.getByRole('contentinfo');
    const patients = footer.getByRole('navigation', { name: 'For Patients & Visitors' });
    const toggle = patients.getByRole('button', { name: 'For Patients & Visitors' });
    for (const name of ['For Patients & Visitors', 'Our Specialty', 'Legal']) {
      const group = footer.getByRole('navigation', { name });
      await expect(group.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
      await expect(group.getByRole('link')).toHaveCount(0);
    }
    // The six sites and their numbers stay in view: they are what a phone's footer is for.
    await expect(
      footer.getByRole('region', { name: 'Our hospitals' }).locator('a[href^="tel:"]'),
    ).toHaveCount(12);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await hrefs(patients.getByRole('link'))).toEqual(footerPatientPaths);
    await expect(patients.getByRole('link').last()).toBeVisible();
    await toggle.press('Enter');
    await expect(patients.getByRole('link')).toHaveCount(0);

    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await legal.getByRole('button', { name: 'Legal' }).focus();
    await page.keyboard.press('Space');
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });
});

test('the page has its landmarks, and the phone bar is hidden on desktop', async ({ page }) => {
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
});

test('the slashed about address of the spec reaches the same page', async ({ request }) => {
  const response = await request.get('/about-amandeep-hospital/', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/about-amandeep-hospital');
});

test('a page opened from the foot of another starts at the top', async ({ page }) => {
  const link = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Statutory Monthly Report' });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await link.click();
  await expect(page).toHaveURL(/\/statutory-monthly-report$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link fetches its page when the pointer reaches it, not when it comes into view, and opens it without a page load', async ({
  page,
}) => {
  const fetchedAhead: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'])
      fetchedAhead.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/contact-us', { waitUntil: 'networkidle' });
  const link = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Statutory Monthly Report' });
  await link.scrollIntoViewIfNeeded();
  const fetched = page.waitForRequest(
    (request) =>
      request.headers()['next-router-prefetch'] !== undefined &&
      new URL(request.url()).pathname === '/statutory-monthly-report',
  );
  await link.hover();
  await fetched;
  expect(new Set(fetchedAhead)).toEqual(new Set(['/statutory-monthly-report']));

  await link.click();
  await expect(page).toHaveURL(/\/statutory-monthly-report$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/statutory/i);
  expect(documents).toHaveLength(1);
});

test('at every laptop width the header fits: the full menu from 1024 px, the menu button below', async ({
  page,
}) => {
  for (const width of [1000, 1024, 1100, 1200, 1279, 1280, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const fullMenu = page.getByRole('navigation', { name: 'Main' });
    if (width >= 1024) {
      await expect(fullMenu).toBeVisible();
      await expect(header.getByRole('link', { name: 'Book an Appointment' })).toBeInViewport({
        ratio: 1,
      });
    } else await expect(header.getByRole('button', { name: 'Menu' })).toBeInViewport({ ratio: 1 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `at ${width} px`).toBeLessThanOrEqual(width);
  }
});
