import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Client JavaScript each route loads first, gzip -9 bytes, from Next's build diagnostics.
 * @returns {{ route: string, gzip: number }[]} sorted by route
 */
export function firstLoadJs(distDir) {
  const stats = JSON.parse(
    readFileSync(join(distDir, 'diagnostics', 'route-bundle-stats.json'), 'utf8'),
  );
  const base = join(distDir, '..');
  const sizes = new Map();
  const gzipSize = (path) => {
    if (!sizes.has(path))
      sizes.set(path, gzipSync(readFileSync(join(base, path)), { level: 9 }).length);
    return sizes.get(path);
  };
  return stats
    .map((route) => ({
      route: route.route,
      gzip: route.firstLoadChunkPaths.reduce((sum, path) => sum + gzipSize(path), 0),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** An HTML document's size as sent: raw bytes and gzip at the default level. */
export function htmlSize(html) {
  const buffer = Buffer.from(html, 'utf8');
  return { raw: buffer.length, gzip: gzipSync(buffer).length };
}

/** The stylesheets an HTML document links, in order: what the browser waits for before it paints. */
export const stylesheetsOf = (html) => [
  ...new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href)),
];

/**
 * The stylesheets a page links, fetched with `fetchText(href)`: how many, and their gzip bytes
 * summed (default level, as `next start` compresses them).
 * @param {string} html
 * @param {(href: string) => Promise<string>} fetchText
 */
export async function stylesheetSize(html, fetchText) {
  const hrefs = stylesheetsOf(html);
  const texts = await Promise.all(hrefs.map(fetchText));
  return {
    stylesheets: hrefs.length,
    cssGzip: texts.reduce((sum, text) => sum + gzipSync(Buffer.from(text, 'utf8')).length, 0),
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
