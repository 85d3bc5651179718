import { expect, test, type Locator, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';

// The academics page (/academics): the education wing's programmes, courses, students, sliders,
// publications and presentations, and the ways to ask about a seat.

const topics = [
  'DNB: Diplomate of National Board',
  'DrNB: Doctorate of National Board',
  'FNB: Fellowship of National Board',
  'NBE: National Board of Examinations',
  'Research',
  'Observership',
];

const coursePaths = [
  '/amandeep-centre-of-excellence-for-orthopaedics-and-joint-replacement',
  '/amandeep-centre-of-excellence-plastic-reconstructive-aesthetic-surgery',
  '/specialities/arthroscopy',
  '/specialities/neuro-and-spine-surgery',
  '/emergency-medicine-dnb-courses',
  '/anesthesia-dnb-courses',
];

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const topicButton = (page: Page, name: string) =>
  section(page, 'Programmes we offer').getByRole('button', { name });
const panelOf = async (page: Page, button: Locator) =>
  page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);

test.beforeEach(async ({ page }) => {
  const response = await page.goto('/academics');
  expect(response?.status()).toBe(200);
});

test('answers with its title, description and one h1', async ({ page }) => {
  await expect(page).toHaveTitle('Academics: DNB, DrNB, FNB courses and nursing college');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /DNB, DrNB and FNB courses, observerships and the nursing college/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/academics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Academics');
});

test('the hero introduces the education wing and has a Call Now telephone link', async ({
  page,
}) => {
  await expect(page.getByText(/Since 2008 our hospitals have trained doctors/)).toBeVisible();
  const call = page.getByRole('link', { name: /Call Now/ });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', /^tel:\+91\d{10}$/);
});

test('the programme accordion: six topics, the first open, one open at a time', async ({
  page,
}) => {
  const buttons = section(page, 'Programmes we offer').getByRole('button');
  await expect(buttons).toHaveText(topics);
  const dnb = topicButton(page, topics[0]!);
  const drnb = topicButton(page, topics[1]!);
  await expect(dnb).toHaveAttribute('aria-expanded', 'true');
  await expect(await panelOf(page, dnb)).toBeVisible();
  await expect(await panelOf(page, dnb)).toContainText('three-year');
  await expect(await panelOf(page, dnb)).toContainText(
    'As the National Board rules, with no extra fees',
  );

  // Pressing the open one closes it.
  await dnb.click();
  await expect(dnb).toHaveAttribute('aria-expanded', 'false');
  await expect(await panelOf(page, dnb)).toBeHidden();

  // Opening one closes the other.
  await dnb.click();
  await drnb.click();
  await expect(drnb).toHaveAttribute('aria-expanded', 'true');
  await expect(dnb).toHaveAttribute('aria-expanded', 'false');
  await expect(await panelOf(page, drnb)).toContainText('two DrNB seats a year');
});

test('the programme accordion works from the keyboard with Enter and Space', async ({ page }) => {
  const observership = topicButton(page, 'Observership');
  await observership.focus();
  await page.keyboard.press('Enter');
  await expect(observership).toHaveAttribute('aria-expanded', 'true');
  await expect(await panelOf(page, observership)).toContainText('From two weeks to three months');
  await expect(topicButton(page, topics[0]!)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(observership).toHaveAttribute('aria-expanded', 'false');
});

test('course cards: eleven, six linking to their departments', async ({ page }) => {
  const courses = section(page, 'Our 11 courses');
  await expect(courses.getByRole('article')).toHaveCount(11);
  const hrefs = await courses
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.sort()).toEqual([...coursePaths].sort());
  for (const path of coursePaths) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(400);
  }
});

test('course details show on hover, on keyboard focus, and from their button', async ({ page }) => {
  const courses = section(page, 'Our 11 courses');
  const anaesthesia = courses.getByRole('article').filter({ hasText: 'DNB Anaesthesiology' });
  const details = anaesthesia.getByText('2 primary, 2 secondary a year');
  await expect(details).toBeHidden();
  await anaesthesia.hover();
  await expect(details).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(details).toBeHidden();

  // Tab to the first card: its details appear.
  const first = courses.getByRole('article').first();
  const firstDetails = first.getByText('2 primary, 1 secondary a year');
  await expect(firstDetails).toBeHidden();
  // From the last control before the grid (the accordion's last button), one Tab.
  await topicButton(page, 'Observership').focus();
  await page.keyboard.press('Tab');
  await expect(first.getByRole('link', { name: 'DNB Orthopaedics' })).toBeFocused();
  await expect(firstDetails).toBeVisible();

  // The button opens them for touch and screen readers, and says so.
  const plastic = courses.getByRole('article').filter({ hasText: 'DrNB Plastic' });
  const toggle = plastic.getByRole('button', { name: /Course details/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(0, 0);
  await expect(plastic.getByText('2 a year', { exact: true })).toBeVisible();
});

test('the nursing college lists its courses, the Post Basic B.Sc taking two years', async ({
  page,
}) => {
  await expect(
    section(page, 'Amandeep College of Nursing').getByRole('heading', {
      name: 'Post Basic B.Sc Nursing (2 years)',
    }),
  ).toBeVisible();
});

test('students: Current first with three, View More, Past resets to three', async ({ page }) => {
  const students = section(page, 'Our students');
  const current = students.getByRole('tab', { name: /Current/ });
  const past = students.getByRole('tab', { name: /Past/ });
  const cards = students.getByRole('tabpanel').getByRole('article');
  const viewMore = students.getByRole('button', { name: /View More/ });

  await expect(current).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(3);
  await viewMore.click();
  await expect(cards).toHaveCount(6);
  await expect(viewMore).toHaveCount(0);

  await past.click();
  await expect(past).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Dr Vikram Chahal');

  await current.click();
  await expect(cards).toHaveCount(3);
  await expect(viewMore).toBeVisible();

  // Arrow keys move between the tabs.
  await current.focus();
  await page.keyboard.press('ArrowRight');
  await expect(past).toBeFocused();
  await expect(past).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-selected', 'true');
});

test('presentations: a 500 px panel, one talk open at a time', async ({ page }) => {
  const panel = page.getByRole('region', { name: 'Conference presentations' });
  const box = await panel.boundingBox();
  expect(box?.height).toBe(500);
  expect(await panel.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  const buttons = panel.getByRole('button');
  const expanded = panel.locator('button[aria-expanded="true"]');
  await expect(expanded).toHaveCount(1);
  await buttons.nth(2).click();
  await expect(expanded).toHaveCount(1);
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await buttons.nth(4).click();
  await expect(expanded).toHaveCount(1);
  await expect(buttons.nth(4)).toHaveAttribute('aria-expanded', 'true');
  await expect(await panelOf(page, buttons.nth(4))).toBeVisible();
  await buttons.nth(4).click();
  await expect(expanded).toHaveCount(0);
});

test('publications show their date, picture, title and detail', async ({ page }) => {
  const publications = section(page, 'Publications').getByRole('article');
  await expect(publications).toHaveCount(4);
  await expect(publications.first().locator('time')).toHaveText('14 March 2025');
  await expect(publications.first().getByRole('img')).toHaveAttribute('alt', /.+/);
});

test('the call-back banner opens the callback popup', async ({ page }) => {
  await page
    .getByRole('region', { name: 'Thinking of training with us?' })
    .getByRole('link', { name: 'Request a call back' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Request a Call' })).toBeVisible();
});

const sliders = [
  ['Faculty', 5],
  ['Videos', 5],
  ['In their words', 5],
  ['Featured events', 5],
  ['Photo stream', 5],
] as const;

/** Slides wholly inside a carousel's viewport. */
async function slidesInView(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector('.swiper')!.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

for (const [width, inView] of [
  [1280, 4],
  [390, 1],
] as const) {
  test(`sliders show ${inView} slide${inView > 1 ? 's' : ''} at a time at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, count] of sliders) {
      const carousel = section(page, name).getByRole('group', { name, exact: true });
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(count);
      await expect.poll(() => slidesInView(carousel), { message: name }).toBe(inView);
      await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    }
  });

  test(`no accessibility violations at ${width} px with an accordion item open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await expect(topicButton(page, topics[0]!)).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page
        .getByRole('region', { name: 'Conference presentations' })
        .locator('[aria-expanded="true"]'),
    ).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoAxeViolations(page);
  });
}
