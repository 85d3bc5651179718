/**
 * The longest address a redirect of the proxy repeats. Next writes it twice (Location, and Refresh
 * for old clients), and a proxy in front reads a response's headers into one small buffer (nginx:
 * 4 KB by default); no page of the site has an address near this long.
 */
export const REDIRECT_TARGET_MAX = 1_024;

/**
 * Where the proxy sends an old or misspelt address: its canonical path with the query it came
 * with, the path alone when that query would pass REDIRECT_TARGET_MAX, and null when the path
 * alone would (no page has such an address: the visitor gets the 404 page instead).
 */
export function redirectTarget(canonical: string, search: string): string | null {
  if (canonical.length > REDIRECT_TARGET_MAX) return null;
  const withQuery = `${canonical}${search}`;
  return withQuery.length > REDIRECT_TARGET_MAX ? canonical : withQuery;
}
