/**
 * Rewrites from a searchable list's address (/doctors?city=…, /specialities?category=…,
 * /blogs?q=…, each with ?page=) to its cached view route, one path per view. They run in Next's
 * own router, before any page: a shared filtered link costs about what a static page costs, where
 * the same rewrite in proxy.ts costs half the throughput.
 *
 * A rule can only copy values, not compute, so a plain value (no character with a meaning in a
 * path or in the key below, at most 80 of them) is copied into the key as typed; proxy.ts takes
 * every address with another value and writes its key itself (lib/view-key.ts).
 */

const NOT_PLAIN_CHARACTER = '/\\\\%?#&=+\\x00-\\x1f\\x7f';

/** A value the rules copy as it is (a regular expression's source, matched whole). */
export const PLAIN_VALUE = `[^${NOT_PLAIN_CHARACTER}]{1,80}`;

/** Any other non-empty value: the proxy's matcher lists this one. */
export const NOT_PLAIN_VALUE = `(?:.*[${NOT_PLAIN_CHARACTER}].*|.{81,})`;

/** A page number the key keeps; any other ?page= is the first page. */
const PAGE_NUMBER = '\\d{1,4}';

/**
 * The lists: their address, the route of their cached views, and their text filters in the order
 * the key lists them. The view routes are not under the list's own path where a detail page's
 * slug could take the same segment.
 */
export const DOCTORS_LIST = {
  source: '/doctors',
  views: '/doctors/list',
  filters: ['q', 'city', 'category'],
};
export const SPECIALITIES_LIST = {
  source: '/specialities',
  views: '/speciality-list',
  filters: ['category'],
};
export const BLOGS_LIST = { source: '/blogs', views: '/blog-list', filters: ['q'] };

export const LISTS = [DOCTORS_LIST, SPECIALITIES_LIST, BLOGS_LIST];

/** Every subset of the filters, the largest first. */
function subsets(items) {
  return items
    .reduce((all, item) => all.flatMap((subset) => [[...subset, item], subset]), [[]])
    .sort((a, b) => b.length - a.length);
}

/**
 * One rule per combination of present filters and page, each naming the filters it needs and
 * those it must not see, so that exactly one rule matches an address whose values are plain.
 * The key: `q=…&city=…&page=N`, absent filters left out, the page always last.
 */
export function listRewrites({ source, views, filters }) {
  return subsets(filters).flatMap((present) =>
    [true, false].map((paged) => {
      const has = present.map((key) => ({
        type: 'query',
        key,
        value: `(?<${key}>${PLAIN_VALUE})`,
      }));
      const missing = filters
        .filter((key) => !present.includes(key))
        .map((key) => ({ type: 'query', key }));
      if (paged) has.push({ type: 'query', key: 'page', value: `(?<page>${PAGE_NUMBER})` });
      else missing.push({ type: 'query', key: 'page', value: PAGE_NUMBER });
      const key = [...present.map((name) => `${name}=:${name}`), paged ? 'page=:page' : 'page=1'];
      return { source, has, missing, destination: `${views}/${key.join('&')}` };
    }),
  );
}

/** The rules of every list, for next.config.mjs. */
export function allListRewrites() {
  return LISTS.flatMap(listRewrites);
}
