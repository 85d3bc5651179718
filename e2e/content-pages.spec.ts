import { expect, test, type Page } from './support/test';
import { centrePaths, doctorsIn, servicePaths, units } from './support/content-pages';
import { doubleTheText } from './support/semantics';
import {
  centresOfExcellencePaths,
  footerPatientPaths,
  hospitalPaths,
  servicesPaths,
} from './support/shell';
import { iconOffsetsFromFirstLine } from './support/icon-alignment';
import { expectSearchTitle } from './support/titles';

// The six hospitals, the eleven service pages and the thirteen centres, from typed content
// through three templates.

async function expectTitleAndDescription(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expectSearchTitle(await page.title());
  expect(
    (await page.locator('meta[name="description"]').getAttribute('content'))?.length ?? 0,
    `${path} description`,
  ).toBeGreaterThan(50);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/** The FAQ's questions: buttons numbered 1, 2, 3… in the order they are shown. */
async function expectNumberedFaq(page: Page, path: string) {
  const faq = page.locator('section#faq');
  const questions = faq.getByRole('button');
  expect(await questions.count(), `${path} FAQ`).toBeGreaterThan(0);
  const numbers = await questions.evaluateAll((buttons) =>
    buttons.map((button) => /^\s*(\d+)/.exec(button.textContent ?? '')?.[1] ?? null),
  );
  expect(numbers, `${path} FAQ numbering`).toEqual(numbers.map((_n, index) => String(index + 1)));
}

test('/our-hospitals links each of the six hospitals once, with its image, name and Read More', async ({
  page,
}) => {
  await page.goto('/our-hospitals');
  const main = page.getByRole('main');
  for (const { path } of units) {
    const card = main.getByRole('article').filter({ has: page.locator(`a[href="${path}"]`) });
    await expect(card.first().getByRole('img')).toBeVisible();
    await expect(card.first().getByRole('heading')).not.toBeEmpty();
    await expect(
      main.getByRole('link', { name: /^Read more about / }).and(main.locator(`a[href="${path}"]`)),
    ).toHaveCount(1);
  }
  const unitLinks = await main
    .locator('a[href^="/our-hospitals/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
  expect(unitLinks.sort()).toEqual(units.map((unit) => unit.path).sort());
});

for (const unit of units) {
  test(`${unit.path}: its doctors are exactly those who practise in ${unit.city}`, async ({
    page,
  }) => {
    await expectTitleAndDescription(page, unit.path);
    const expected = doctorsIn(unit.city);
    expect(expected.length, 'the catalogue has doctors here').toBeGreaterThan(0);
    const team = page.getByRole('region', { name: /^Our doctors at / });
    const cards = team.getByRole('article');
    await expect(cards).toHaveCount(expected.length);
    expect((await cards.getByRole('heading').allTextContents()).sort()).toEqual(
      expected.map((doctor) => doctor.name).sort(),
    );
    for (const doctor of expected) {
      const card = cards.filter({ hasText: doctor.name }).first();
      await expect(card.getByRole('link', { name: 'Know Your Doctor' })).toHaveAttribute(
        'href',
        `/doctor/${doctor.slug}`,
      );
      await expect(card.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute(
        'href',
        `/appointment?doctor=${doctor.slug}`,
      );
    }
    // The unit's videos: a carousel of cards, each played in the page on Play.
    const videos = page.locator('section#videos').getByRole('group', { name: /Videos/ });
    await expect(videos).toHaveAttribute('aria-roledescription', 'carousel');
    await videos.scrollIntoViewIfNeeded();
    const play = videos.getByRole('button', { name: /^Play video: / }).first();
    await play.click();
    await expect(videos.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
    const visit = page.getByRole('region', { name: 'Visit us' });
    await expect(visit.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(visit.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const external = visit.getByRole('link', { name: /^Read more/i });
    if (unit.external) {
      await expect(external).toHaveAttribute('href', /^https:\/\//);
      await expect(external).toHaveAttribute('target', '_blank');
    } else await expect(external).toHaveCount(0);
  });
}

test("a hospital page's visit card stands under the picture on wide screens, under the opening words on phones", async ({
  page,
}) => {
  const layout = async () => {
    const main = page.getByRole('main');
    const words = (await main.getByText(/^Amandeep Hospital, Pathankot is a /).boundingBox())!;
    const picture = (await main.locator('img').first().boundingBox())!;
    const card = (await main.locator('section[aria-labelledby="visit-heading"]').boundingBox())!;
    return { words, picture, card };
  };
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(units[2]!.path);
  const wide = await layout();
  // In the picture's column, below it, beside the opening words.
  expect(Math.round(wide.card.x)).toBe(Math.round(wide.picture.x));
  expect(wide.card.y).toBeGreaterThan(wide.picture.y + wide.picture.height);
  expect(wide.card.x).toBeGreaterThan(wide.words.x + wide.words.width);

  await page.setViewportSize({ width: 360, height: 780 });
  const narrow = await layout();
  // One column: the words, the card, then the picture.
  expect(narrow.card.y).toBeGreaterThan(narrow.words.y);
  expect(narrow.picture.y).toBeGreaterThan(narrow.card.y + narrow.card.height);
});

test('every hospital page fits a 360 px phone with the text doubled: a long word breaks in its card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const unit of units) {
    await page.goto(unit.path);
    await doubleTheText(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      unit.path,
    ).toBeLessThanOrEqual(0);
  }
});

for (const language of ['', '/pa', '/hi'])
  test(`every hospital page${language ? ` under ${language}` : ''}: each line of the visit card keeps its icon beside its first line of words`, async ({
    page,
  }) => {
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: 900 });
      for (const unit of units) {
        await page.goto(`${language}${unit.path}`);
        const visit = page.locator('section[aria-labelledby="visit-heading"]');
        const offsets = await iconOffsetsFromFirstLine(
          visit.locator('address, p:has(> svg), a[href^="tel:"], a[href^="mailto:"]'),
        );
        const where = `${language}${unit.path} at ${width} px`;
        expect(offsets.length, where).toBeGreaterThanOrEqual(4);
        expect(Math.max(...offsets), where).toBeLessThanOrEqual(3);
      }
    }
  });

for (const path of servicePaths) {
  test(`${path} has its title, description, a number to call and a numbered FAQ`, async ({
    page,
  }) => {
    await expectTitleAndDescription(page, path);
    await expect(page.getByRole('main').locator('a[href^="tel:"]').first()).toBeVisible();
    await expectNumberedFaq(page, path);
  });
}

for (const path of centrePaths) {
  test(`${path} has its title, description and an FAQ`, async ({ page }) => {
    await expectTitleAndDescription(page, path);
    await expectNumberedFaq(page, path);
  });
}

test('the cleft page typed in lowercase leads to the page as the spec writes it', async ({
  page,
}) => {
  const response = await page.request.get('/amandeep-centre-of-excellence-cleft-lip-palate', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/amandeep-centre-of-excellence-cleft-lip-Palate$/);
  await page.goto('/amandeep-centre-of-excellence-cleft-lip-palate');
  expect(new URL(page.url()).pathname).toBe('/amandeep-centre-of-excellence-cleft-lip-Palate');
});

test('every Hospital, Centre of Excellence and Services menu link, and every service link of the footer, answers 200', async ({
  request,
}) => {
  const footerServices = footerPatientPaths.filter((path) => servicePaths.includes(path));
  expect(footerServices.length).toBeGreaterThan(5);
  const paths = [
    ...hospitalPaths,
    ...centresOfExcellencePaths,
    ...servicesPaths,
    ...footerServices,
  ];
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
});

/** Slides wholly inside a carousel's track, and how many it holds. */
async function slidesShown(page: Page, carousel: string) {
  return page.getByRole('group', { name: carousel, exact: true }).evaluate((root) => {
    const track = root.querySelector('.swiper')!.getBoundingClientRect();
    const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
    const inView = slides.filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1;
    });
    return { inView: inView.length, all: slides.length };
  });
}

// The content pages' rule (spec): 3 slides, 2 under 1024 px, 1 under 640 px; 1010 px and 600 px
// lie between the home page's breakpoints (1000 and 550 px) and these.
for (const [width, perView] of [
  [1280, 3],
  [1010, 2],
  [600, 1],
] as const) {
  test(`at ${width} px a hospital page's videos and CSR's carousels show ${perView} ${perView === 1 ? 'slide' : 'slides'} at a time`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, carousel] of [
      ['/our-hospitals/amandeep-hospital-punjab', 'Videos from GT Road'],
      ['/csr', 'Free health camps in villages: videos'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('group', { name: carousel, exact: true }).scrollIntoViewIfNeeded();
      await expect
        .poll(() => slidesShown(page, carousel), { message: `${path}: ${carousel}` })
        .toEqual({ inView: perView, all: expect.any(Number) });
      expect((await slidesShown(page, carousel)).all).toBeGreaterThanOrEqual(perView);
    }
  });
}
