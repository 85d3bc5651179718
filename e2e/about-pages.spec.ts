import { expect, test, type Locator, type Page } from './support/test';

// The about pages: the group's story (/about-amandeep-hospital), its leaders (/leadership) and
// its model of care (/modalcare).

const pages = [
  {
    path: '/about-amandeep-hospital',
    title: 'About Us: Six Hospitals Caring for Patients Since 1990',
    description: /grew from one operating theatre in Amritsar in 1990 to six hospitals/,
    h1: 'About Amandeep Hospital',
  },
  {
    path: '/leadership',
    title: 'Leadership: The People Who Run Our Hospitals | Amandeep Hospital',
    description: /Meet the five people who lead Amandeep Hospital/,
    h1: 'Our Leadership',
  },
  {
    path: '/modalcare',
    title: 'Our Model of Care: How We Look After You | Amandeep Hospital',
    description: /a named specialist for every patient/,
    h1: 'Our Model of Care',
  },
];

const units = [
  ['Amandeep Hospital, GT Road, Amritsar', '/our-hospitals/amandeep-hospital-punjab'],
  ['Amandeep Medicity, Amritsar', '/our-hospitals/amandeep-medicity-hospital-amritsar'],
  ['Amandeep Hospital, Pathankot', '/our-hospitals/best-hospital-in-pathankot'],
  ['Amandeep Hospital, Tarn Taran', '/our-hospitals/best-hospital-in-tarn-taran'],
  ['Amandeep Hospital, Ferozepur', '/our-hospitals/amandeep-hospital-ferozepur'],
  ['Amandeep Medicity, Srinagar', '/our-hospitals/amandeep-medicity-srinagar'],
] as const;

const careBlocks = [
  'A named specialist for every patient',
  'Specialities under one roof',
  'Care that continues after you go home',
  'Care for the community',
  'Help for patients from abroad',
];

for (const { path, title, description, h1 } of pages) {
  test(`${path} answers with its title, description and one h1`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    );
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  });
}

test('the slashed address of the footer reaches the about page', async ({ page }) => {
  const response = await page.goto('/about-amandeep-hospital/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/about-amandeep-hospital$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Amandeep Hospital');
});

test.describe('the about page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about-amandeep-hospital');
  });

  test('tells the story since 1990 and shows the figures', async ({ page }) => {
    const main = page.getByRole('main');
    await expect(main.getByText('began in 1990', { exact: false })).toBeVisible();
    const story = page.getByRole('region', { name: 'Our story' });
    await expect(story.getByRole('listitem').first()).toContainText('1990');
    const figures = page.getByRole('region', { name: 'Amandeep Hospital in numbers' });
    await expect(figures.locator('dd')).toContainText(['1990', '6', '24/7']);
  });

  test('lists the six hospitals, each linking to its own page', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Our six hospitals' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(units.map(([n]) => n));
    for (const [name, href] of units)
      await expect(section.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  });

  test('gives the 24/7 ambulance number as a tel: link', async ({ page }) => {
    const band = page.getByRole('region', { name: '24/7 ambulance and emergency' });
    const call = band.getByRole('link', { name: /Call the ambulance/ });
    await expect(call).toHaveAttribute('href', 'tel:+919815400108');
    await expect(call).toContainText('+91 98154 00108');
  });

  test('links onward to the pages about the group', async ({ page }) => {
    const more = page.getByRole('region', { name: 'Find out more' });
    const expected: [string, string][] = [
      ['Our leadership', '/leadership'],
      ['Our model of care', '/modalcare'],
      ['Our hospitals', '/our-hospitals'],
      ['Careers', '/careers'],
      ['Academics', '/academics'],
      ['CSR', '/csr'],
      ['Contact us', '/contact-us'],
    ];
    for (const [name, href] of expected)
      await expect(more.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  });
});

/** Each leader card's portrait and the block holding its name. */
async function leaderBoxes(page: Page) {
  const cards = page.getByRole('region', { name: 'The leadership team' }).getByRole('article');
  await expect(cards).toHaveCount(5);
  const boxes = [];
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    const photo = await box(card.getByRole('img'));
    const name = await box(card.getByRole('heading', { level: 3 }));
    boxes.push({ photo, name });
  }
  return boxes;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test.describe('the leadership page', () => {
  test('shows five leaders, each with a name heading, a role, a biography and a portrait', async ({
    page,
  }) => {
    await page.goto('/leadership');
    const cards = page.getByRole('region', { name: 'The leadership team' }).getByRole('article');
    await expect(cards).toHaveCount(5);
    const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(new Set(names).size).toBe(5);
    for (const [index, card] of (await cards.all()).entries()) {
      await expect(card).toHaveAccessibleName(names[index]!);
      const photo = card.getByRole('img');
      await expect(photo).toHaveAttribute('alt', new RegExp(`portrait of ${names[index]}`));
      await expect(card.locator('p')).not.toHaveCount(0);
      expect((await card.innerText()).length).toBeGreaterThan(250);
      await card.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('at 1280 px the portraits alternate sides: left, right, left, right, left', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/leadership');
    const sides = (await leaderBoxes(page)).map(({ photo, name }) => {
      if (photo.x + photo.width <= name.x) return 'left';
      if (name.x + name.width <= photo.x) return 'right';
      return 'overlap';
    });
    expect(sides).toEqual(['left', 'right', 'left', 'right', 'left']);
  });

  test('at 390 px each portrait sits above its text', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/leadership');
    for (const { photo, name } of await leaderBoxes(page))
      expect(photo.y + photo.height).toBeLessThanOrEqual(name.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

test('the model of care has five blocks linking to doctors, specialities, CSR and international care', async ({
  page,
}) => {
  await page.goto('/modalcare');
  const section = page.getByRole('region', { name: 'How we care for you' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(careBlocks);
  const expected: [RegExp, string][] = [
    [/^Find a doctor/, '/doctors'],
    [/^See all our specialities/, '/specialities'],
    [/CSR work/, '/csr'],
    [/international patients/, '/international-patients'],
  ];
  for (const [name, href] of expected)
    await expect(section.getByRole('link', { name })).toHaveAttribute('href', href);
});
