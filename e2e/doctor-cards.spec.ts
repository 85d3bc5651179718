import { expect, test, type Locator, type Page } from './support/test';
import { doubleTheText } from './support/semantics';

// A doctor card on a phone is a compact row (small photo beside the name, the two actions
// beneath), so sixty doctors are a list a patient can scroll, not 37,000 px of portraits.

const CARD_MAX_HEIGHT = 240;
const DOCTORS_PAGE_MAX_HEIGHT = 18_000;

async function overflowingChildren(card: Locator): Promise<string[]> {
  return card.evaluate((article) => {
    const edge = article.getBoundingClientRect().right + 0.5;
    return [...article.querySelectorAll('*')]
      .filter((child) => child.getBoundingClientRect().right > edge)
      .map((child) => `${child.tagName.toLowerCase()}: ${child.textContent?.slice(0, 40) ?? ''}`);
  });
}

test.describe('/doctors on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every card is compact, keeps its text inside, and keeps both actions', async ({ page }) => {
    await page.goto('/doctors');
    const cards = page.getByRole('region', { name: 'Our doctors' }).getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(10);
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      const box = await card.boundingBox();
      expect(box?.height, `card ${index + 1} height`).toBeLessThanOrEqual(CARD_MAX_HEIGHT);
      expect(await overflowingChildren(card), `card ${index + 1}`).toEqual([]);
    }
    const first = cards.first();
    const profile = await first
      .getByRole('link', { name: 'Know Your Doctor' })
      .getAttribute('href');
    const slug = profile!.replace('/doctor/', '');
    await expect(first.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute(
      'href',
      `/appointment?doctor=${slug}`,
    );
  });

  test('the photo sits beside the name', async ({ page }) => {
    await page.goto('/doctors');
    const card = page.getByRole('region', { name: 'Our doctors' }).getByRole('article').first();
    const photo = await card.getByRole('img').boundingBox();
    const name = await card.getByRole('heading').boundingBox();
    expect(photo!.width).toBeLessThanOrEqual(96);
    expect(name!.x).toBeGreaterThanOrEqual(photo!.x + photo!.width);
    expect(name!.y).toBeLessThan(photo!.y + photo!.height);
  });

  test('the whole list is a reasonable scroll', async ({ page }) => {
    await page.goto('/doctors');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(DOCTORS_PAGE_MAX_HEIGHT);
  });
});

test('/doctors on a 360 px phone with the text doubled: each action shows its whole label', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/doctors', '/pa/doctors']) {
    await page.goto(path);
    await doubleTheText(page);
    const card = page.locator('main article').first();
    const actions = card.getByRole('link');
    expect(await actions.count(), path).toBeGreaterThanOrEqual(2);
    // A label wider than its button runs out of it, and the card cuts it off.
    const cut = await actions.evaluateAll((links) =>
      links
        .filter((link) => link.scrollWidth > link.clientWidth + 1)
        .map((link) => link.textContent),
    );
    expect(cut, path).toEqual([]);
    expect(await overflowingChildren(card), path).toEqual([]);
  }
});

test.describe('/doctor location and speciality selects', () => {
  async function boxes(page: Page) {
    await page.goto('/doctor');
    const location = await page.getByLabel('Location', { exact: true }).boundingBox();
    const speciality = await page.getByLabel('Speciality', { exact: true }).boundingBox();
    return { location: location!, speciality: speciality! };
  }

  test('line up side by side on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { location, speciality } = await boxes(page);
    expect(speciality.y).toBeCloseTo(location.y, 0);
    expect(speciality.height).toBeCloseTo(location.height, 0);
    expect(speciality.width).toBeCloseTo(location.width, 0);
    expect(speciality.x).toBeGreaterThan(location.x + location.width);
  });

  for (const width of [390, 360]) {
    test(`stack at full width on a ${width} px phone`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const { location, speciality } = await boxes(page);
      expect(speciality.x).toBeCloseTo(location.x, 0);
      expect(speciality.width).toBeCloseTo(location.width, 0);
      expect(speciality.height).toBeCloseTo(location.height, 0);
      expect(speciality.y).toBeGreaterThan(location.y + location.height);
    });
  }
});
