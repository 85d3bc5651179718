import { expect, test } from './support/test';
import { sampleRoutes } from './support/routes';

// Search engines read a page's trail from its BreadcrumbList; people read the one drawn on the page.
// Both come from the one Breadcrumb component, so on every route they are the same trail, once.

test.use({ javaScriptEnabled: false });

/** The trail's name and its first step, in the page's language (its address's prefix). */
const TRAIL = {
  en: { label: 'Breadcrumb', home: 'Home' },
  pa: { label: 'ਤੁਸੀਂ ਇੱਥੇ ਹੋ', home: 'ਮੁੱਖ ਪੰਨਾ' },
  hi: { label: 'आप यहाँ हैं', home: 'मुख पृष्ठ' },
} as const;
const trailOf = (path: string) =>
  TRAIL[(/^\/(pa|hi)(\/|$)/.exec(path)?.[1] ?? 'en') as keyof typeof TRAIL];

test('every drawn breadcrumb is the trail search engines get, and no page gives one it does not draw', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const path of new Set(Object.values(sampleRoutes))) {
    await page.goto(path);
    const trail = trailOf(path);
    const drawn = await page
      .locator(`nav[aria-label="${trail.label}"] li`)
      .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
    const lists = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? '{}'))
        .flatMap((data) => (Array.isArray(data) ? data : [data]))
        .filter((data) => data['@type'] === 'BreadcrumbList')
        .map((data) =>
          (data.itemListElement as { name: string; position: number }[]).map((item) => [
            item.position,
            item.name,
          ]),
        ),
    );
    if (drawn.length === 0) {
      expect(lists, `${path}: no trail drawn, none given`).toEqual([]);
      continue;
    }
    expect(lists, `${path}: one BreadcrumbList`).toHaveLength(1);
    expect(lists[0], `${path}: the trail drawn`).toEqual(
      drawn.map((name, index) => [index + 1, name]),
    );
    expect(lists[0]![0]![1], `${path}: from Home`).toBe(trail.home);
  }
});
