/**
 * Rewrites from /doctors (with any of ?q=, ?city=, ?category=, ?page=) to its cached list route,
 * one path per view. They run in Next's own router, before any page: a shared filtered link costs
 * about what a static page costs, where the same rewrite in proxy.ts costs half the throughput.
 *
 * A rule can only copy values, not compute, so a plain value (no character with a meaning in a
 * path or in the key below, at most 80 of them) is copied into the key as typed; proxy.ts takes
 * every address with another value and writes its key itself.
 */

/** The text filters, in the order the key lists them. */
export const TEXT_FILTERS = ['q', 'city', 'category'];

const NOT_PLAIN_CHARACTER = '/\\\\%?#&=+\\x00-\\x1f\\x7f';

/** A value the rules copy as it is (a regular expression's source, matched whole). */
export const PLAIN_VALUE = `[^${NOT_PLAIN_CHARACTER}]{1,80}`;

/** Any other non-empty value: the proxy's matcher lists this one. */
export const NOT_PLAIN_VALUE = `(?:.*[${NOT_PLAIN_CHARACTER}].*|.{81,})`;

/** A page number the key keeps; any other ?page= is the first page. */
const PAGE_NUMBER = '\\d{1,4}';

/** Every subset of the text filters, the largest first. */
function subsets(items) {
  return items
    .reduce((all, item) => all.flatMap((subset) => [[...subset, item], subset]), [[]])
    .sort((a, b) => b.length - a.length);
}

/**
 * One rule per combination of present filters and page, each naming the filters it needs and
 * those it must not see, so that exactly one rule matches an address whose values are plain.
 * The key: `q=…&city=…&category=…&page=N`, absent filters left out, the page always last.
 */
export function doctorsRewrites(source = '/doctors', listPath = '/doctors/list') {
  return subsets(TEXT_FILTERS).flatMap((present) =>
    [true, false].map((paged) => {
      const has = present.map((key) => ({
        type: 'query',
        key,
        value: `(?<${key}>${PLAIN_VALUE})`,
      }));
      const missing = TEXT_FILTERS.filter((key) => !present.includes(key)).map((key) => ({
        type: 'query',
        key,
      }));
      if (paged) has.push({ type: 'query', key: 'page', value: `(?<page>${PAGE_NUMBER})` });
      else missing.push({ type: 'query', key: 'page', value: PAGE_NUMBER });
      const key = [...present.map((name) => `${name}=:${name}`), paged ? 'page=:page' : 'page=1'];
      return { source, has, missing, destination: `${listPath}/${key.join('&')}` };
    }),
  );
}
