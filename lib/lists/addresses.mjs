/**
 * The searchable lists' addresses, read at run time by next.config.mjs (its rewrite rules) and by
 * proxy.ts, so plain JavaScript. Each list's definition (lib/lists/define-list.ts) is built on
 * its address here.
 *
 * A filter value is "plain" when a rewrite rule can copy it into a view key as typed: no character
 * with a meaning in a path or in the key (lib/lists/view-key.ts), at most VALUE_MAX of them.
 */

const NOT_PLAIN_CHARACTER = '/\\\\%?#&=+\\x00-\\x1f\\x7f';

/** The longest filter value a key keeps; proxy.ts cuts a longer one to this. */
export const VALUE_MAX = 80;

/** A value the rules copy as it is (a regular expression's source, matched whole). */
export const PLAIN_VALUE = `[^${NOT_PLAIN_CHARACTER}]{1,${VALUE_MAX}}`;

/** Any other non-empty value: the proxy's matcher lists this one. */
export const NOT_PLAIN_VALUE = `(?:.*[${NOT_PLAIN_CHARACTER}].*|.{${VALUE_MAX + 1},})`;

/** A page number the key keeps; any other ?page= is the first page. */
export const PAGE_NUMBER = '\\d{1,4}';

/** Any non-empty value (an empty one is no filter). */
export const ANY_VALUE = '[\\s\\S]+';

/**
 * A list's address: its public path, its text filters in the order a key lists them, and whether
 * rewrite rules copy those filters (else only the bare address has a rule). Its cached views are
 * served from one route named the same way for every list, `<source>/view/[view]`: two segments
 * below the list, so that no detail page (one segment below, as /specialities/[slug]) takes them.
 */
function listAddress({ source, filters, ruledFilters }) {
  return { source, views: `${source}/view`, filters, ruledFilters };
}

export const DOCTORS_LIST = listAddress({
  source: '/doctors',
  filters: ['q', 'city', 'category'],
  ruledFilters: true,
});
export const SPECIALITIES_LIST = listAddress({
  source: '/specialities',
  filters: ['category'],
  ruledFilters: false,
});
export const BLOGS_LIST = listAddress({ source: '/blogs', filters: ['q'], ruledFilters: false });

/**
 * The translated journeys' lists, under each language's prefix (/pa/doctors, /hi/specialities):
 * the same filters, but only the bare address has a rule; proxy.ts writes the key of any search,
 * filter or later page, so that English list addresses keep every rule they had, first.
 */
export const TRANSLATED_LISTS = ['pa', 'hi'].flatMap((locale) =>
  [DOCTORS_LIST, SPECIALITIES_LIST].map((list) =>
    listAddress({ source: `/${locale}${list.source}`, filters: list.filters, ruledFilters: false }),
  ),
);

export const LISTS = [DOCTORS_LIST, SPECIALITIES_LIST, BLOGS_LIST, ...TRANSLATED_LISTS];
