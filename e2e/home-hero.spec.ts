import { expect, test, type Locator, type Page } from './support/test';
import { catalogue } from './support/catalogue';

const heroImage = (page: Page) =>
  page.getByRole('img', { name: /^Illustration of an Amandeep Hospital building/ });

test.describe('the home hero on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('shows the hospital illustration beside the words, loaded and in the first screen', async ({
    page,
  }) => {
    await page.goto('/');
    const image = heroImage(page);
    await expect(image).toBeVisible();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const imageBox = (await image.boundingBox())!;
    const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(imageBox.x).toBeGreaterThan(headingBox.x + headingBox.width);
    expect(imageBox.y + imageBox.height).toBeLessThanOrEqual(900);
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).not.toHaveAttribute('loading', 'lazy');
  });

  test('puts the doctor search beside the illustration, within the first screen', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search for a doctor by name' });
    await expect(search).toBeInViewport({ ratio: 1 });
    expect((await search.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });
});

test.describe('the home hero on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('leaves the illustration out, so the heading and the actions come first', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(heroImage(page)).toBeHidden();
    const action = page.getByRole('main').getByRole('link', { name: 'Find a doctor' }).first();
    await expect(action).toBeInViewport();
    await expect(
      page.getByRole('combobox', { name: 'Search for a doctor by name' }),
    ).toBeInViewport({ ratio: 1 });
  });
});

/** A doctor whose speciality has this many doctors, so the carousel shows one fewer. */
function doctorWithColleagues(count: number) {
  const doctor = catalogue.doctors.find(
    (entry) =>
      catalogue.doctors.filter((other) => other.category === entry.category).length === count + 1,
  );
  if (!doctor) throw new Error(`no speciality with ${count + 1} doctors in the catalogue`);
  return doctor;
}

/** The carousel itself, inside the section of the same name. */
const carousel = (page: Page) =>
  page
    .getByRole('group', { name: 'Our Medical Experts' })
    .and(page.locator('[aria-roledescription="carousel"]'));

async function gaps(region: Locator) {
  const box = (await region.boundingBox())!;
  const slides = region.getByRole('group', { name: /^\d+ of \d+$/ });
  const first = (await slides.first().boundingBox())!;
  const last = (await slides.last().boundingBox())!;
  return { left: first.x - box.x, right: box.x + box.width - (last.x + last.width) };
}

test.describe('the Our Medical Experts carousel on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const count of [2, 3]) {
    test(`with ${count} slides, which all fit, centres them and shows no arrows`, async ({
      page,
    }) => {
      await page.goto(`/doctor/${doctorWithColleagues(count).slug}`);
      const experts = carousel(page);
      await experts.scrollIntoViewIfNeeded();
      await expect(experts.getByRole('article')).toHaveCount(count);
      for (const slide of await experts.getByRole('group', { name: /^\d+ of \d+$/ }).all())
        await expect(slide).toBeInViewport();
      await expect(experts.getByRole('button', { name: /slide/ })).toHaveCount(0);
      await expect
        .poll(async () => {
          const { left, right } = await gaps(experts);
          return left > 24 && Math.abs(left - right) <= 2;
        })
        .toBe(true);
    });
  }
});

test.describe('the Our Medical Experts carousel on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('with more slides than fit, keeps working arrows', async ({ page }) => {
    await page.goto(`/doctor/${doctorWithColleagues(2).slug}`);
    const experts = carousel(page);
    await experts.scrollIntoViewIfNeeded();
    await expect(experts.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    await expect(experts.getByRole('button', { name: 'Previous slide' })).toBeVisible();
  });
});
