import type { ImageHostPattern } from './image-hosts.mjs';

function buildTimePatterns(): ImageHostPattern[] {
  try {
    return JSON.parse(process.env.OPTIMISED_IMAGE_HOSTS ?? '[]') as ImageHostPattern[];
  } catch {
    return [];
  }
}

/**
 * Whether next/image may optimise this image: the site's own files, and hosts in the build's
 * remotePatterns (the API's origin and IMAGE_HOSTS). Any other host would be refused by the
 * optimiser, so such an image is rendered as it is instead of breaking.
 */
export function canOptimiseImage(
  src: string,
  patterns: ImageHostPattern[] = buildTimePatterns(),
): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return !src.split('?', 1)[0]!.endsWith('.svg');
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.pathname.endsWith('.svg')) return false;
  return patterns.some((pattern) => hostMatches(pattern, url));
}

/**
 * The subset of Next's remotePatterns matching our patterns use: protocol and port when given,
 * and a hostname that is exact or `**.domain` (any subdomain, at any depth, of domain).
 */
function hostMatches(pattern: ImageHostPattern, url: URL): boolean {
  if (pattern.protocol !== undefined && `${pattern.protocol}:` !== url.protocol) return false;
  if (pattern.port !== undefined && pattern.port !== url.port) return false;
  if (!pattern.hostname.startsWith('**.')) return pattern.hostname === url.hostname;
  const suffix = pattern.hostname.slice(2);
  return url.hostname.endsWith(suffix) && url.hostname.length > suffix.length;
}
