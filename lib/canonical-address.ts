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
 * The one address a path stands for: no trailing slash, escapes normalised, an old or other
 * spelling replaced by the page's own. The proxy redirects once, straight here, where Next's own
 * trailing-slash redirect and a second one for the spelling would make a chain.
 */
export function canonicalPath(pathname: string): string {
  const trimmed = normaliseEscapes(pathname.replace(/\/+$/, '')) || homePath;
  const legacy = LEGACY_PATHS.get(trimmed);
  if (legacy) return legacy;
  const centre = centreAliases.get(trimmed.slice(1));
  return centre ? sitePagePath(centre) : trimmed;
}
