import { LISTS, PAGE_NUMBER, PLAIN_VALUE } from './addresses.mjs';

/**
 * Rewrites from a searchable list's address to its cached view route, one path per view. They
 * run in Next's own router: a shared filtered link costs about what a static page costs, where the
 * same rewrite in proxy.ts costs half the throughput. The bare lists have no page file of their
 * own; a rule serves them from their view route too.
 *
 * They are `afterFiles` rules, and few on purpose. Next checks rules again, compiling each anew,
 * inside every page's own handler: `beforeFiles` rules on every request to every page, so each
 * one adds to every page's CPU time, `afterFiles` rules only when the address is
 * not the page's own, that is on a list's address alone. So only the doctors list, the one whose
 * shared filtered links a spike brings, has a rule per combination of filters; each list has one
 * for its bare address; and proxy.ts takes the rest (a later page, another list's search, a value
 * a rule cannot copy), from the same keys.
 *
 * A rule can only copy values, not compute, so a plain value (lib/lists/addresses.mjs) is copied
 * into the key as typed; proxy.ts writes the key itself for every other address
 * (lib/lists/view-key.ts).
 */

/**
 * Every subset of the filters, the smallest first. Exactly one rule matches an address, so the
 * order only sets the cost: Next tries the rules in turn, on every request, and the addresses most
 * shared (the bare list, then one filter) come first.
 */
function subsets(items) {
  return items
    .reduce((all, item) => all.flatMap((subset) => [[...subset, item], subset]), [[]])
    .sort((a, b) => a.length - b.length);
}

/**
 * The first page of a list: one rule per combination of present filters where the list's filters
 * are ruled, else one for the bare address. Each names the filters it needs and those it must not
 * see, so that exactly one rule matches an address whose values are plain. The key:
 * `q=…&city=…&page=1`, absent filters left out.
 */
export function listRewrites({ source, views, filters, ruledFilters }) {
  return subsets(ruledFilters ? filters : []).map((present) => {
    const has = present.map((key) => ({
      type: 'query',
      key,
      value: `(?<${key}>${PLAIN_VALUE})`,
    }));
    const missing = [
      ...filters.filter((key) => !present.includes(key)).map((key) => ({ type: 'query', key })),
      { type: 'query', key: 'page', value: PAGE_NUMBER },
    ];
    const key = [...present.map((name) => `${name}=:${name}`), 'page=1'];
    return { source, has, missing, destination: `${views}/${key.join('&')}` };
  });
}

/** The rules of every list, for next.config.mjs. */
export function allListRewrites() {
  return LISTS.flatMap(listRewrites);
}
