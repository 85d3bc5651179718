import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { pressBeforeScripts } from './support/chunks';
import { htmlSize, kb } from '../scripts/bench/sizes.mjs';
import { htmlBudgetOf } from '../scripts/bench/budgets.mjs';

// The emergency page (/emergency, issue 43): the numbers to call first, our six emergency
// departments by city (nearest first on a tap, the position never leaving the page), and short
// first-aid steps that each end with a call.

const EMERGENCY_TEL = 'tel:+919815400108';
const BY_CITY = [
  'Amandeep Hospital, GT Road, Amritsar',
  'Amandeep Medicity, Amritsar',
  'Amandeep Hospital, Ferozepur',
  'Amandeep Hospital, Pathankot',
  'Amandeep Medicity, Srinagar',
  'Amandeep Hospital, Tarn Taran',
];
/** A point on the Jammu road a few kilometres south of Pathankot. */
const NEAR_PATHANKOT = { latitude: 32.23, longitude: 75.62 };

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

const hospitalList = (page: Page) => page.getByRole('list', { name: 'Our emergency departments' });
const statusOf = (page: Page) =>
  page.getByRole('region', { name: 'Our emergency departments' }).getByRole('status');
const listedNames = (page: Page) => hospitalList(page).getByRole('heading', { level: 3 });

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the two call links come first after the skip link and the header, wholly in the first screen', async ({
    page,
  }) => {
    await page.goto('/emergency');
    const calls = page.getByRole('list', { name: 'Emergency numbers' }).getByRole('link');
    await expect(calls).toHaveCount(2);
    await expect(calls.nth(0)).toHaveAttribute('href', EMERGENCY_TEL);
    await expect(calls.nth(0)).toHaveAccessibleName(
      'Call 24/7 emergency and ambulance +91 98154 00108',
    );
    await expect(calls.nth(1)).toHaveAttribute('href', 'tel:108');
    await expect(calls.nth(1)).toHaveAccessibleName('Government ambulance, free 108');

    // Above the fold: wholly on screen. The page's frame has no phone bar to cover them.
    for (const call of await calls.all()) await expect(call).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('navigation', { name: 'Quick actions' })).toHaveCount(0);

    // The keyboard: the skip link first, and from it the next stops are the two calls.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(calls.nth(0)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(calls.nth(1)).toBeFocused();

    // Nothing interactive in the page's own content comes before them.
    const firstInMain = page
      .locator('main')
      .locator('a[href], button, input, select, textarea, summary, [tabindex="0"]')
      .first();
    await expect(firstInMain).toHaveAttribute('href', EMERGENCY_TEL);
  });

  test('the whole page fits the phone: nothing scrolls sideways', async ({ page }) => {
    await page.goto('/emergency');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('axe finds nothing on the page at phone width', async ({ page }) => {
    await page.goto('/emergency');
    await expectNoAxeViolations(page);
  });
});

test.describe('with a location near Pathankot', () => {
  test.use({ ...PHONE, geolocation: NEAR_PATHANKOT });

  test('Nearest hospital first asks only on the tap, then puts Pathankot first and says so', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    // Count the page's calls for a position: none before the tap.
    await page.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const original = geolocation.getCurrentPosition.bind(geolocation);
      (window as unknown as { positionAsks: number }).positionAsks = 0;
      geolocation.getCurrentPosition = (...args) => {
        (window as unknown as { positionAsks: number }).positionAsks += 1;
        original(...args);
      };
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/emergency');
    await expect(listedNames(page)).toHaveText(BY_CITY);
    await expect(statusOf(page)).toHaveText('Listed by city.');
    const button = page.getByRole('button', { name: 'Nearest hospital first' });
    await expect(button).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { positionAsks: number }).positionAsks),
    ).toBe(0);

    const before = requests.length;
    await button.click();
    await expect(listedNames(page).first()).toHaveText('Amandeep Hospital, Pathankot');
    await expect(statusOf(page)).toHaveText(
      /^Nearest first: Amandeep Hospital, Pathankot, about \d+ km away\.$/,
    );
    await expect(hospitalList(page).getByRole('listitem').first()).toContainText(
      /about \d+ km away/,
    );
    // Nothing on the page still calls the new order "by city".
    await expect(
      page.getByRole('region', { name: 'Our emergency departments' }).getByText('Listed by city'),
    ).toHaveCount(0);
    // The next nearest are the Amritsar hospitals, Srinagar the farthest.
    await expect(listedNames(page).last()).toHaveText('Amandeep Medicity, Srinagar');
    expect(
      await page.evaluate(() => (window as unknown as { positionAsks: number }).positionAsks),
    ).toBe(1);
    // The position went nowhere: the tap made no request (same-site or other).
    expect(requests.slice(before)).toEqual([]);
    await expect(button).toBeFocused();
  });

  test('Nearest hospital first tapped before the page is live sorts the list once it is', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    const release = await pressBeforeScripts(page, '/emergency', (page) =>
      page.getByRole('button', { name: 'Nearest hospital first' }),
    );
    await expect(statusOf(page)).toHaveText('Listed by city.');

    await release();
    await expect(listedNames(page).first()).toHaveText('Amandeep Hospital, Pathankot');
    await expect(statusOf(page)).toHaveText(/^Nearest first: Amandeep Hospital, Pathankot/);
  });
});

test.describe('when the visitor refuses their location', () => {
  test.use(PHONE);

  test('the list stays by city and the page says why, politely', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/emergency');
    await page.getByRole('button', { name: 'Nearest hospital first' }).click();
    await expect(statusOf(page)).toContainText('Location is off for this site');
    await expect(listedNames(page)).toHaveText(BY_CITY);
  });
});

test.describe('without JavaScript', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('the calls and the six hospitals by city are there, with no Nearest button', async ({
    page,
  }) => {
    await page.goto('/emergency');
    await expect(
      page.getByRole('link', { name: 'Call 24/7 emergency and ambulance +91 98154 00108' }),
    ).toHaveAttribute('href', EMERGENCY_TEL);
    await expect(listedNames(page)).toHaveText(BY_CITY);
    await expect(statusOf(page)).toHaveText('Listed by city.');
    // In the HTML (so it takes its place before the script runs), hidden where scripting is off.
    expect(await page.evaluate(() => matchMedia('(scripting: none)').matches)).toBe(true);
    await expect(page.getByRole('button', { name: 'Nearest hospital first' })).toBeHidden();
  });
});

test('answers with its title, description, canonical link and one h1', async ({ page }) => {
  const response = await page.goto('/emergency');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Emergency: Call 24/7, Nearest Hospital and First Aid');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /24\/7 emergency and ambulance line, find the nearest of our six emergency departments/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/emergency$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency');
});

test('each hospital shows its emergency number, reception, address and directions, each link named for it', async ({
  page,
}) => {
  await page.goto('/emergency');
  const cards = hospitalList(page).getByRole('article');
  await expect(cards).toHaveCount(6);
  const pathankot = hospitalList(page).getByRole('article', {
    name: 'Amandeep Hospital, Pathankot',
  });
  await expect(pathankot).toContainText('Dalhousie Road, Pathankot, Punjab 145001');
  await expect(
    pathankot.getByRole('link', { name: 'Pathankot Emergency: +91 98154 00108' }),
  ).toHaveAttribute('href', EMERGENCY_TEL);
  await expect(
    pathankot.getByRole('link', { name: 'Pathankot Reception: +91 186 500 9200' }),
  ).toHaveAttribute('href', 'tel:+911865009200');
  const directions = pathankot.getByRole('link', {
    name: 'Directions to Amandeep Hospital, Pathankot (opens in a new tab)',
  });
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  await expect(directions).toHaveAttribute('target', '_blank');

  // No two links of the list share a name.
  const names = await hospitalList(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.textContent));
  expect(new Set(names).size).toBe(names.length);
});

test('while you wait: five emergencies, each ending with a call now link, and a review date', async ({
  page,
}) => {
  await page.goto('/emergency');
  const guide = page.getByRole('region', { name: 'While you wait for help' });
  const topics = guide.getByRole('article');
  await expect(topics.getByRole('heading', { level: 3 })).toHaveText([
    'Chest pain',
    'Stroke signs',
    'Road accident',
    'Burns',
    'Child with fever and fits',
  ]);
  for (const topic of await topics.all()) {
    const last = topic.getByRole('link').last();
    await expect(last).toHaveText('Call now: +91 98154 00108');
    await expect(last).toHaveAttribute('href', EMERGENCY_TEL);
  }
  await expect(guide.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(guide).toContainText(/Reviewed: \d{1,2} \w+ \d{4}\./);
});

test('axe finds nothing on the page at desktop width, list sorted or not', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/emergency');
  await expectNoAxeViolations(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(NEAR_PATHANKOT);
  await page.getByRole('button', { name: 'Nearest hospital first' }).click();
  await expect(listedNames(page).first()).toHaveText('Amandeep Hospital, Pathankot');
  await expectNoAxeViolations(page);
});

test.describe("the page's own light frame", () => {
  test('the logo leads home, the navigation bar on into the site, the footer to the rest', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/emergency');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Amandeep Hospital, home' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Find a Doctor',
      'Our Hospitals',
      'Contact Us',
      'All pages',
    ]);
    await expect(nav.getByRole('link', { name: 'All pages' })).toHaveAttribute('href', '/menu');
    // None of the site frame's menus, dialogs or buttons.
    await expect(page.getByRole('button', { name: /Book|Request a Call|Menu/ })).toHaveCount(0);

    const footer = page.locator('footer');
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveText(
      ['Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'X'].map(
        (network) => `${network} (opens in a new tab)`,
      ),
    );
    await expect(footer.getByRole('link', { name: 'Where is my request?' })).toHaveAttribute(
      'href',
      '/request-status',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer).toContainText('© 2025 Amandeep Hospital. All rights reserved.');

    await nav.getByRole('link', { name: 'All pages' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('link', { name: 'Emergency help' }).first()).toBeVisible();
  });

  test('on a phone the bar holds the logo and All pages, on one line', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/emergency');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'All pages' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Find a Doctor' })).toBeHidden();
    const logo = (await page.getByRole('link', { name: 'Amandeep Hospital, home' }).boundingBox())!;
    const allPages = (await nav.getByRole('link', { name: 'All pages' }).boundingBox())!;
    expect(Math.abs(logo.y + logo.height / 2 - (allPages.y + allPages.height / 2))).toBeLessThan(4);
  });

  test('its stylesheets are few and small, none of them the site frame’s shared one', async ({
    request,
  }) => {
    const stylesheets = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    };
    const own = await stylesheets('/emergency');
    const frame = await stylesheets('/contact-us');
    // What the site's frame adds to every other page (header, menus, dialogs): not asked for here.
    const frameOnly = frame.filter((href) => !own.includes(href));
    expect(frameOnly.length).toBeGreaterThan(0);
    // Each fits the first round trip of a new connection on a throttled phone.
    expect(own.length).toBeLessThanOrEqual(4);
    for (const href of own) {
      const { gzip } = htmlSize(await (await request.get(href)).text());
      expect(gzip, `${href}: ${kb(gzip)}`).toBeLessThanOrEqual(6_000);
    }
  });
});

test('the page is within its HTML budget, under the 15 KB gzip the issue sets', async ({
  request,
}) => {
  const response = await request.get('/emergency');
  const { gzip } = htmlSize(await response.text());
  expect(gzip, kb(gzip)).toBeLessThanOrEqual(htmlBudgetOf('/emergency'));
  expect(htmlBudgetOf('/emergency')).toBeLessThanOrEqual(15_000);
});

test('the header slim bar and the phone menu both lead with the emergency page', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', '/emergency');
  await expect(page.locator(':focus')).toHaveText('Emergency help');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link').first()).toHaveAttribute('href', '/emergency');
  await menu.getByRole('link', { name: 'Emergency help' }).click();
  await expect(page).toHaveURL(/\/emergency$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency');

  // Reached without a reload, the page still may ask for a location: the document's permissions
  // policy is the one the home page loaded with.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(NEAR_PATHANKOT);
  await page.getByRole('button', { name: 'Nearest hospital first' }).click();
  await expect(listedNames(page).first()).toHaveText('Amandeep Hospital, Pathankot');
});
