import { expect, test } from './support/test';

// Long speciality names ("Orthopaedics", "Cardiothoracic") wrap inside their card on the
// narrowest phones, and a lone card on the last row is centred rather than left ragged.

for (const width of [360, 390]) {
  test.describe(`home specialities at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no card title runs out of its card', async ({ page }) => {
      await page.goto('/');
      const cards = page
        .getByRole('region', { name: 'Our specialities' })
        .getByRole('listitem')
        .getByRole('link');
      await expect(cards.first()).toBeVisible();
      const overflowing = await cards.evaluateAll((links) =>
        links.flatMap((link) => {
          const title = link.querySelector('span');
          if (!title) return [`no title in ${link.getAttribute('href')}`];
          const right = link.getBoundingClientRect().right;
          return title.scrollWidth > title.clientWidth ||
            title.getBoundingClientRect().right > right + 0.5
            ? [title.textContent ?? '']
            : [];
        }),
      );
      expect(overflowing).toEqual([]);
    });

    test('the last row, however short, is centred and its cards keep their size', async ({
      page,
    }) => {
      await page.goto('/');
      const items = page.getByRole('region', { name: 'Our specialities' }).getByRole('listitem');
      const boxes = await items.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      );
      const list = await items
        .first()
        .evaluate((element) => element.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
      const last = boxes.at(-1)!;
      const lastRow = boxes.filter((box) => Math.abs(box.y - last.y) < 1);
      const left = Math.min(...lastRow.map((box) => box.x));
      const right = Math.max(...lastRow.map((box) => box.x + box.width));
      expect((left + right) / 2).toBeCloseTo(list.x + list.width / 2, 0);
      const widths = new Set(boxes.map((box) => Math.round(box.width)));
      expect(widths.size).toBe(1);
    });
  });
}
