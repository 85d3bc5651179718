import { expect, test, type Locator, type Page } from './support/test';
import {
  EMPANELMENT_KIND_LABELS,
  governmentSchemes,
  privateInsurers,
  type EmpanelmentRow,
} from '../content/empanelments-page';
import { expectNoAxeViolations } from './support/axe';
import { openDisclosure } from './support/disclosure';
import { doubleTheText } from './support/semantics';

// The empanelments page (/empanelments): which schemes, insurers and TPAs each of the six
// hospitals accepts, in two tables a screen reader reads in words, and the Aman Ki Asha terms.

const UNITS = [
  'GT Road, Amritsar',
  'Medicity, Amritsar',
  'Pathankot',
  'Ferozepur',
  'Srinagar',
  'Tarn Taran',
];
const KEYS = ['h', 'm', 'p', 'f', 's', 't'] as const;

const tables = [
  {
    caption: 'Government schemes and public-sector units accepted at each of our hospitals',
    nameColumn: 'Scheme',
    rows: governmentSchemes,
  },
  {
    caption: 'Insurance companies and third-party administrators accepted at each of our hospitals',
    nameColumn: 'Insurer or TPA',
    rows: privateInsurers,
  },
];

const said = (row: EmpanelmentRow) =>
  KEYS.map((key) => (row[key] ? 'Empanelled' : 'Not empanelled'));

function tableNamed(page: Page, caption: string): Locator {
  return page.getByRole('table', { name: caption });
}

test.beforeEach(async ({ page }) => {
  const response = await page.goto('/empanelments');
  expect(response?.status()).toBe(200);
});

test('answers with its title, description and one h1', async ({ page }) => {
  await expect(page).toHaveTitle('Empanelments: Insurers, TPAs and Government Schemes We Accept');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /government schemes, public-sector units, insurers and TPAs each of the six/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/empanelments$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empanelments');
});

test('table one lists 11 government schemes and PSUs, table two 34 insurers and TPAs', async ({
  page,
}) => {
  await expect(tableNamed(page, tables[0]!.caption).locator('tbody tr')).toHaveCount(11);
  await expect(tableNamed(page, tables[1]!.caption).locator('tbody tr')).toHaveCount(34);
});

for (const { caption, nameColumn, rows } of tables) {
  test(`${nameColumn}: every row is named and reads "Empanelled" or "Not empanelled" for each hospital`, async ({
    page,
  }) => {
    const table = tableNamed(page, caption);
    await expect(table.getByRole('columnheader')).toHaveText([nameColumn, ...UNITS]);
    const bodyRows = table.locator('tbody tr');
    await expect(bodyRows).toHaveCount(rows.length);
    // Every row as a screen reader meets it: its header (mark hidden: name, then kind), then
    // six cells, each a mark named in words, in the columns' order.
    await expect(table.locator('tbody')).toMatchAriaSnapshot(
      rows
        .map((row) =>
          [
            '- row:',
            `  - rowheader ${JSON.stringify(`${row.name} ${EMPANELMENT_KIND_LABELS[row.kind]}`)}`,
            ...said(row).flatMap((words) => [
              `  - cell ${JSON.stringify(words)}:`,
              `    - img ${JSON.stringify(words)}`,
            ]),
          ].join('\n'),
        )
        .join('\n'),
      { timeout: 15_000 },
    );
  });
}

test('a tick and a cross are marks with words, not bare glyphs, matching the content', async ({
  page,
}) => {
  const table = tableNamed(page, tables[0]!.caption);
  // The J&K scheme: at the main hospital and Srinagar only.
  const sehat = table.getByRole('row', { name: /Jammu and Kashmir/ });
  await expect(sehat.getByRole('img')).toHaveCount(6);
  await expect(sehat.getByRole('img', { name: 'Empanelled', exact: true })).toHaveCount(2);
  await expect(sehat.getByRole('cell').nth(0)).toHaveAccessibleName('Empanelled');
  await expect(sehat.getByRole('cell').nth(1)).toHaveAccessibleName('Not empanelled');
  await expect(sehat.getByRole('cell').nth(4)).toHaveAccessibleName('Empanelled');
  // Each row's mark is our own monogram, hidden beside the visible name; no logo images.
  await expect(table.locator('tbody th [aria-hidden="true"]').first()).toHaveText('AB');
  await expect(table.locator('tbody img')).toHaveCount(0);
});

test('the Aman Ki Asha terms: ₹800 a day including diet, 50% off surgery and ICU stay', async ({
  page,
}) => {
  const scheme = page.getByRole('region', { name: /^Aman Ki Asha/ });
  await expect(scheme.getByRole('listitem')).toHaveText([
    /^₹800 a day .*including diet$/,
    /^50% off .*surgery and ICU stay$/,
  ]);
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Aman Ki Asha scheme' })
    .click();
  await expect(page).toHaveURL(/#aman-ki-asha$/);
  await expect(scheme.getByRole('heading', { level: 2 })).toBeInViewport();
});

test('names the insurance desk to call, what to bring, and that it confirms cover', async ({
  page,
}) => {
  const desk = page.getByRole('complementary', { name: 'The insurance desk' });
  await expect(desk.locator('a[href^="tel:+91"]')).toBeVisible();
  await expect(desk.getByRole('listitem')).toContainText([/policy/, /identity/, /prescription/]);
  await expect(
    desk.getByRole('link', { name: 'How cashless and reimbursement claims work' }),
  ).toHaveAttribute('href', '/insurance-&-tpa');
  await expect(page.getByRole('main')).toContainText(
    'they confirm your cover at that hospital before you are admitted',
  );
});

test('the FAQ opens by keyboard, one answer at a time', async ({ page }) => {
  const faq = page.getByRole('region', { name: 'Questions about cashless treatment' });
  const first = faq.getByRole('button', { name: /How does a cashless admission work/ });
  const second = faq.getByRole('button', { name: /What documents do I need/ });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('pre-authorisation');
  await second.focus();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});

test('with the text doubled on a 360 px phone, no word of a question breaks across lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await doubleTheText(page);
  const questions = page
    .getByRole('region', { name: 'Questions about cashless treatment' })
    .getByRole('button');
  expect(await questions.count()).toBeGreaterThan(3);
  // Each word's own range: a word split by the line's end has boxes on two lines.
  const split = await questions.evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode())
        for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) split.push(word[0]);
        }
      return split;
    }),
  );
  expect(split).toEqual([]);
});

for (const width of [390, 360]) {
  test(`at ${width} px the page never scrolls sideways and the names stay while a table scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    for (const { caption } of tables) {
      const region = page.getByRole('region', { name: caption });
      const firstRow = region.locator('tbody tr').first();
      await firstRow.scrollIntoViewIfNeeded();
      const firstName = firstRow.getByRole('rowheader');
      const lastUnit = firstRow.getByRole('cell').last();
      const before = (await firstName.boundingBox())!;
      // The table is wider than the phone: it scrolls in its own box, the last hospital off to
      // the right until it does.
      expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      await expect(lastUnit).not.toBeInViewport();
      await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
      await expect(lastUnit).toBeInViewport({ ratio: 0.9 });
      const after = (await firstName.boundingBox())!;
      expect(after.x).toBeCloseTo(before.x, 0);
      await expect(firstName).toBeInViewport({ ratio: 0.9 });
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

for (const [width, doubled] of [
  [390, false],
  [1366, false],
  [1366, true],
] as const) {
  test(`at ${width} px${doubled ? ' with the text doubled' : ''}, a table says it scrolls sideways exactly when it does`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    if (doubled) await doubleTheText(page);
    for (const { caption } of tables) {
      const region = page.getByRole('region', { name: caption });
      await region.scrollIntoViewIfNeeded();
      const scrolls = await region.evaluate((box) => box.scrollWidth > box.clientWidth);
      // Doubled text on a laptop: the table no longer fits, so it scrolls, and says so.
      expect(scrolls).toBe(width < 1000 || doubled);
      const hint = page
        .locator('section')
        .filter({ has: region })
        .getByText('Swipe the table sideways to see all six hospitals.');
      if (scrolls) await expect(hint).toBeVisible();
      else await expect(hint).toBeHidden();
    }
  });
}

for (const width of [390, 1366]) {
  test(`at ${width} px the hospitals stay named above the last row of a long table`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    const { caption, rows } = tables[1]!;
    const region = page.getByRole('region', { name: caption });
    await region.scrollIntoViewIfNeeded();
    const lastRow = region.locator('tbody tr').last();
    await expect(lastRow.getByRole('rowheader')).toContainText(rows.at(-1)!.name);
    // On a phone the table scrolls in a window of its own; on a wide screen the page scrolls.
    if (width < 1000) {
      expect(await region.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
      await region.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    } else {
      await lastRow.scrollIntoViewIfNeeded();
    }
    await expect(lastRow).toBeInViewport();
    const headers = region.getByRole('columnheader');
    await expect(headers).toHaveText(['Insurer or TPA', ...UNITS]);
    const rowTop = (await lastRow.boundingBox())!.y;
    const frame = (await region.boundingBox())!;
    for (const header of await headers.all()) {
      const box = (await header.boundingBox())!;
      // A hospital off to the right of the window is scrolled to sideways, with its ticks.
      if (box.x + box.width / 2 > frame.x + frame.width) continue;
      // In view, above the row, and the topmost thing where it is drawn.
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(rowTop + 1);
      const onTop = await header.evaluate((cell) => {
        const rect = cell.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return hit !== null && cell.contains(hit);
      });
      expect(onTop).toBe(true);
    }
  });
}

for (const width of [1366, 390]) {
  test(`at ${width} px a table far below is drawn only as it comes near, in a place it fills`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    const region = page.getByRole('region', { name: tables[1]!.caption });
    // The box the browser keeps for the table while it skips drawing it.
    const box = region.locator('xpath=..');
    // Off screen at first, the table is not laid out: the browser skips it (this is the work a
    // phone saves before its first paint), yet it is in the page for search and screen readers.
    expect(await region.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(
      false,
    );
    await expect(tableNamed(page, tables[1]!.caption).getByRole('row')).toHaveCount(35);
    const kept = await box.evaluate((el) => el.getBoundingClientRect().height);

    await region.scrollIntoViewIfNeeded();
    await expect
      .poll(() => region.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })))
      .toBe(true);
    const drawn = await box.evaluate((el) => el.getBoundingClientRect().height);
    // The estimate from the row count is near the real height, so the scrollbar hardly moves.
    expect(Math.abs(kept - drawn) / drawn).toBeLessThan(0.15);
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px, an FAQ answer open, axe finds no violations`, async ({ page }) => {
    // Two tables of 45 rows are a lot of nodes to check: on a busy machine axe alone can take
    // most of the default 30 s.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    const question = page.getByRole('button', { name: /What documents do I need/ });
    await openDisclosure(question);
    await expectNoAxeViolations(page);
  });
}
