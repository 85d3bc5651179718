import { expect } from '@playwright/test';

const BRAND = 'Amandeep Hospital';
const SUFFIX = ` | ${BRAND}`;
/** About as much of a title as a search result shows. */
const LIMIT = 65;

/**
 * A page's title as search results show it: its own words, and the brand once at the end where
 * it fits; a title that names the brand already, or is too long for it, goes without.
 */
export function expectSearchTitle(title: string, base?: string) {
  expect(title.trim(), 'a title').not.toBe('');
  expect(title.split(SUFFIX).length - 1, `${title}: the brand at most once`).toBeLessThanOrEqual(1);
  if (title.endsWith(SUFFIX)) {
    expect(title.length, `${title}: fits with the brand`).toBeLessThanOrEqual(LIMIT);
    if (base !== undefined) expect(title).toBe(`${base}${SUFFIX}`);
  } else {
    if (base !== undefined) expect(title).toBe(base);
    expect(
      /\bAmandeep\b/i.test(title) || `${title}${SUFFIX}`.length > LIMIT,
      `${title}: goes without the brand only when it names it or has no room`,
    ).toBe(true);
  }
}
