import { expect, test, type Page } from './support/test';
import { site } from '../content/site';
import { expectNoAxeViolations } from './support/axe';

// International patients (/international-patients): the figures in the server HTML, how we
// work, an 11-step journey carousel moving every 3 s, patient stories, the six hospitals, and
// WhatsApp and email for the international desk.

const PATH = '/international-patients';
const AUTOPLAY_MS = 3000;

const journey = (page: Page) => page.getByRole('group', { name: 'Patient journey', exact: true });

test('answers with its title, description and one h1', async ({ page }) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('International Patients: Treatment in Amritsar and Srinagar');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /medical visa letters, airport pickup, interpreters/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/international-patients$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('International Patients');
});

test('the four figures are text in the server HTML', async ({ request }) => {
  const response = await request.get(PATH);
  expect(response.status()).toBe(200);
  const text = (await response.text())
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  for (const figure of [
    '20K patients treated',
    '130+ countries',
    '6 hospitals',
    '30+ specialities',
  ])
    expect(text).toContain(figure);
});

test('a how-we-work list, the practical answers and patient stories', async ({ page }) => {
  await page.goto(PATH);
  const howWeWork = page.getByRole('region', { name: 'How we work with you' });
  await expect(howWeWork.getByRole('listitem')).toHaveCount(6);
  const practical = page.getByRole('region', { name: 'Before you travel' });
  for (const topic of [
    'Medical visa and attendant visa',
    'Airport pickup',
    'Language help',
    'Payment',
    'Where your family can stay',
  ])
    await expect(practical.getByRole('heading', { name: topic, exact: true })).toBeVisible();
  const stories = page.getByRole('region', { name: 'In our patients’ words' });
  await expect(stories.locator('blockquote')).toHaveCount(6);
  await expect(stories.locator('figcaption').first()).toHaveText(/^\w+, [\w ]+/);
});

test('the journey has eleven steps, numbered 1 to 11 in order', async ({ page }) => {
  await page.goto(PATH);
  const steps = Array.from({ length: 11 }, (_, index) => index + 1);
  const slides = journey(page).getByRole('group');
  // As served, before the carousel is scrolled to (swiper may reorder slides to loop).
  await expect(slides).toHaveText(steps.map((step) => new RegExp(`^Step ${step}(?!\\d)`)));
  for (const step of steps)
    await expect(slides.nth(step - 1)).toHaveAttribute('aria-label', `${step} of 11`);
  await expect(slides.first()).toContainText('Send us your reports');
  await expect(slides.last()).toContainText('Follow-up at home');
});

test('the journey moves on by itself after 3 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto(PATH);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const carousel = journey(page);
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(1, 1);
  await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
  const active = carousel.locator('.swiper-slide-active p').first();
  await expect(active).toHaveText('Step 1');
  await page.clock.runFor(AUTOPLAY_MS - 200);
  await expect(active).toHaveText('Step 1');
  await page.clock.runFor(400);
  await expect(active).toHaveText('Step 2');
});

test('the journey holds still for visitors who prefer less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto(PATH);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const carousel = journey(page);
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(1, 1);
  await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
  const active = carousel.locator('.swiper-slide-active p').first();
  await expect(active).toHaveText('Step 1');
  await page.clock.runFor(AUTOPLAY_MS * 3);
  await expect(active).toHaveText('Step 1');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(active).toHaveText('Step 2');
});

test('the network shows the six hospitals, each linking to its page', async ({ page }) => {
  await page.goto(PATH);
  const network = page.getByRole('region', { name: 'Our six hospitals' });
  const links = network.getByRole('link');
  await expect(links).toHaveCount(6);
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href')),
  );
  expect(hrefs.sort()).toEqual(site.units.map((unit) => `/our-hospitals/${unit.link}`).sort());
  await expect(network.getByRole('img')).toHaveCount(6);
  for (const href of hrefs) {
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
  }
});

test('international patients can write on WhatsApp or by email', async ({ page }) => {
  await page.goto(PATH);
  const desk = page.getByRole('region', { name: 'Talk to our international desk' });
  await expect(desk.getByRole('link', { name: /WhatsApp us/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${site.whatsappNumber}\\?text=.+`),
  );
  await expect(desk.getByRole('link', { name: /Email us/ })).toHaveAttribute(
    'href',
    /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/,
  );
  await expect(desk.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:\+91\d+$/);
});

for (const width of [1280, 390]) {
  test(`axe finds nothing to fix at ${width} px`, async ({ page }) => {
    // Three carousels to load and axe over a long page: as long as the template sweep's axe tests.
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PATH);
    // Scroll through, so every carousel comes into view and swiper takes it over.
    for (const name of ['Patient journey', 'Patient stories', 'Our hospitals']) {
      await page.getByRole('group', { name, exact: true }).scrollIntoViewIfNeeded();
      await expect(
        page.getByRole('group', { name, exact: true }).locator('.swiper-initialized'),
      ).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
}
