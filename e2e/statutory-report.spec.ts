import { expect, test, type Locator, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';

// /statutory-monthly-report: the Bio-Medical Waste Reports by year, then by city; one year and
// one city open at a time; Download PDF only where the spec lists a file.

const years = ['2025', '2024', '2023'];
const cities = ['Ferozepur', 'Srinagar', 'Pathankot', 'Tarn Taran', 'GT Road ASR', 'Mall Road ASR'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "City year: period" for the first `count` months of a year. */
const monthsOf = (city: string, year: string, count = 12) =>
  months.slice(0, count).map((month) => `${city} ${year}: ${month} ${year}`);

/**
 * The spec's files, as monthly reports: Pathankot Jan-Feb 2025 and all of 2024; GT Road ASR
 * Jan-Apr 2025 (its "Apr 2025" is the April inside that range), 2024 and 2023; Mall Road ASR
 * Jan-May 2025 and 2024.
 */
const specFiles = [
  ...monthsOf('Pathankot', '2025', 2),
  ...monthsOf('Pathankot', '2024'),
  ...monthsOf('GT Road ASR', '2025', 4),
  ...monthsOf('GT Road ASR', '2024'),
  ...monthsOf('GT Road ASR', '2023'),
  ...monthsOf('Mall Road ASR', '2025', 5),
  ...monthsOf('Mall Road ASR', '2024'),
].sort();

const yearButton = (page: Page, year: string) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button', {
    name: year,
    exact: true,
  });

/** The panel a disclosure button controls. */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

async function open(button: Locator) {
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

async function openYear(page: Page, year: string): Promise<Locator> {
  const button = yearButton(page, year);
  await open(button);
  return panelOf(page, button);
}

const cityButton = (yearPanel: Locator, city: string) =>
  yearPanel.getByRole('heading', { level: 3 }).getByRole('button', { name: city, exact: true });

async function openCity(page: Page, yearPanel: Locator, city: string): Promise<Locator> {
  const button = cityButton(yearPanel, city);
  await open(button);
  return panelOf(page, button);
}

/** Buttons of one accordion level that are on screen and open. */
const openButtons = (page: Page, level: 2 | 3) =>
  page.getByRole('main').getByRole('heading', { level }).getByRole('button', { expanded: true });

test.beforeEach(async ({ page }) => {
  const response = await page.goto('/statutory-monthly-report');
  expect(response?.status()).toBe(200);
});

test('answers with its title, description and one h1', async ({ page }) => {
  await expect(page).toHaveTitle('Statutory Monthly Report: Bio-Medical Waste | Amandeep Hospital');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Monthly Bio-Medical Waste Reports .* for 2023 to 2025/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/statutory-monthly-report$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statutory Monthly Report');
});

test('years 2025 to 2023, the newest open at first; opening another closes it', async ({
  page,
}) => {
  const buttons = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');
  await expect(buttons).toHaveText(years);
  await expect(openButtons(page, 2)).toHaveText(['2025']);
  const first = await panelOf(page, yearButton(page, '2025'));
  await expect(first.getByRole('heading', { level: 3 }).getByRole('button')).toHaveText(cities);

  await yearButton(page, '2024').click();
  await expect(openButtons(page, 2)).toHaveText(['2024']);
  await expect(first).toBeHidden();

  await yearButton(page, '2024').click();
  await expect(openButtons(page, 2)).toHaveCount(0);
});

test('one city open at a time: opening another closes the first', async ({ page }) => {
  const year = await openYear(page, '2025');
  await expect(openButtons(page, 3)).toHaveCount(0);
  const pathankot = await openCity(page, year, 'Pathankot');
  await expect(pathankot.getByRole('listitem')).toHaveCount(12);
  await expect(openButtons(page, 3)).toHaveText(['Pathankot']);

  await cityButton(year, 'Srinagar').click();
  await expect(openButtons(page, 3)).toHaveText(['Srinagar']);
  await expect(pathankot).toBeHidden();

  await cityButton(year, 'Srinagar').click();
  await expect(openButtons(page, 3)).toHaveCount(0);
});

test('works from the keyboard: Enter and Space open and close years and cities', async ({
  page,
}) => {
  const button2023 = yearButton(page, '2023');
  await button2023.focus();
  await page.keyboard.press('Enter');
  await expect(button2023).toHaveAttribute('aria-expanded', 'true');
  await expect(yearButton(page, '2025')).toHaveAttribute('aria-expanded', 'false');

  const year = await panelOf(page, button2023);
  await page.keyboard.press('Tab');
  const ferozepur = cityButton(year, 'Ferozepur');
  await expect(ferozepur).toBeFocused();
  await page.keyboard.press('Space');
  await expect(ferozepur).toHaveAttribute('aria-expanded', 'true');
  await expect((await panelOf(page, ferozepur)).getByText('Not yet published')).toHaveCount(12);
  await page.keyboard.press('Space');
  await expect(ferozepur).toHaveAttribute('aria-expanded', 'false');

  await button2023.focus();
  await page.keyboard.press('Space');
  await expect(button2023).toHaveAttribute('aria-expanded', 'false');
});

test('Download PDF exactly where the spec lists a file, "Not yet published" elsewhere', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  for (const yearLabel of years) {
    const year = await openYear(page, yearLabel);
    for (const city of cities) {
      const panel = await openCity(page, year, city);
      const reports = panel.getByRole('listitem');
      await expect(reports).toHaveCount(12);
      await expect(reports.first()).toBeVisible();
      const rows = await reports.evaluateAll((items) =>
        items.map((item) => {
          const link = item.querySelector('a');
          return {
            text: item.textContent ?? '',
            link: link && {
              // What the eye reads: the link's text without its visually hidden detail.
              visible: [...link.childNodes]
                .filter((node) => !(node instanceof Element && node.matches('.visually-hidden')))
                .map((node) => node.textContent)
                .join('')
                .trim(),
              target: link.target,
              rel: link.rel,
              href: link.getAttribute('href') ?? '',
            },
          };
        }),
      );
      for (const [index, row] of rows.entries()) {
        const period = `${months[index]} ${yearLabel}`;
        expect(row.text).toContain(`Bio-Medical Waste Report ${period}`);
        if (row.link) {
          expect(row.link).toEqual({
            visible: 'Download PDF',
            target: '_blank',
            rel: 'noopener',
            href: expect.stringMatching(/^\/documents\/statutory\/.+\.pdf$/),
          });
          found.push(`${city} ${yearLabel}: ${period}`);
        } else {
          expect(row.text).toContain('Not yet published');
        }
      }
    }
  }
  expect(found.sort()).toEqual(specFiles);
});

test('each Download PDF link names its report and city for a screen reader', async ({ page }) => {
  const year = await openYear(page, '2024');
  const panel = await openCity(page, year, 'Mall Road ASR');
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(12);
  for (const [index, month] of months.entries())
    await expect(links.nth(index)).toHaveAccessibleName(
      `Download PDF of Bio-Medical Waste Report ${month} 2024, Mall Road ASR (opens in a new tab)`,
    );
});

test('every report file answers 200 as a PDF, and a link opens it in a new tab', async ({
  page,
  request,
}) => {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href$=".pdf"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toHaveLength(specFiles.length);
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }

  const year = await openYear(page, '2025');
  const panel = await openCity(page, year, 'GT Road ASR');
  const popup = page.waitForEvent('popup');
  // The tab's own request for the file: a browser with a PDF viewer shows it at that address, one
  // without (the headless shell the tests drive) saves it and leaves the tab at about:blank.
  const opened = page
    .context()
    .waitForEvent('request', (request) =>
      request.url().endsWith('/documents/statutory/amritsar-gt-road-2025-04.pdf'),
    );
  await panel.getByRole('link', { name: /Bio-Medical Waste Report April 2025/ }).click();
  const tab = await popup;
  const fileRequest = await opened;
  expect(fileRequest.isNavigationRequest()).toBe(true);
  expect(fileRequest.frame().page()).toBe(tab);
  await tab.close();
  await expect(page).toHaveURL(/\/statutory-monthly-report$/);
});

for (const width of [1280, 390]) {
  test(`no axe violations at ${width} px with a year and a city open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const year = await openYear(page, '2024');
    await openCity(page, year, 'Mall Road ASR');
    await expectNoAxeViolations(page);
  });
}
