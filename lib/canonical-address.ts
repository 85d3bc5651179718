import { centreAliases } from '@/content/centres/aliases';
import { blogsPath, homePath, sitePagePath } from '@/content/routes';

/** Addresses of earlier versions of the site that people and search engines still use. */
const LEGACY_PATHS: ReadonlyMap<string, string> = new Map([
  ['/home', homePath],
  ['/index.html', homePath],
  ['/index.php', homePath],
  ['/blog', blogsPath()],
]);

/** Characters a path never needs escaped (RFC 3986 "unreserved"): an escape of one is noise. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * A path with its escapes in one form: an escaped letter, digit or -._~ written as itself, every
 * other escape in capitals. `/blog/winter%2dsmog` and `/blog/winter-smog` are one page.
 */
function normaliseEscapes(pathname: string): string {
  return pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape.toUpperCase();
  });
}

/**
 * Lists whose pages are the site's own content (its hospitals, its schemes and insurers), so
 * their second segment is written in lower case too; a doctor's, a post's or a job's is the
 * hospital API's, kept as it is sent.
 */
export const LOWER_CASE_CHILDREN = ['our-hospitals', 'empanelments'] as const;

/**
 * A path with the segments the site writes in lower case lowered: the first of every path (every
 * route and page of the site's own), and the second under LOWER_CASE_CHILDREN. A print advert's
 * /CONTACT-US reaches /contact-us.
 */
function lowerCased(path: string): string {
  const [, first = '', second, ...rest] = path.split('/');
  const lower = first.toLowerCase();
  // A page whose own address has a capital (the spec's cleft page) keeps it, under it too.
  const head = lower === first ? first : (centreAliases.get(lower) ?? lower);
  const child = (LOWER_CASE_CHILDREN as readonly string[]).includes(head)
    ? second?.toLowerCase()
    : second;
  return ['', head, ...(child === undefined ? [] : [child]), ...rest].join('/');
}

/**
 * The one address a path stands for: no trailing slash, escapes normalised, the site's own
 * segments in lower case, an old or other spelling replaced by the page's own. The proxy
 * redirects once, straight here, where Next's own trailing-slash redirect and a second one for
 * the spelling would make a chain.
 */
export function canonicalPath(pathname: string): string {
  const trimmed = normaliseEscapes(lowerCased(pathname.replace(/\/+$/, ''))) || homePath;
  const legacy = LEGACY_PATHS.get(trimmed);
  if (legacy) return legacy;
  const centre = centreAliases.get(trimmed.slice(1));
  return centre ? sitePagePath(centre) : trimmed;
}
