import type { SitemapEntry } from './entries';

/**
 * Addresses per sitemap file. The protocol allows 50,000; a few thousand keep each file quick to
 * render, fetch and cache. Beyond one file, /sitemap.xml becomes the index of the files.
 */
export const SITEMAP_FILE_SIZE = 5000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data (a page the spec names /insurance-&-tpa needs its & escaped). */
function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The namespace of a sitemap's language alternates (<xhtml:link rel="alternate" hreflang>). */
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const alternateLinks = (entry: SitemapEntry) =>
  Object.entries(entry.alternates?.languages ?? {})
    .map(
      ([tag, url]) =>
        `<xhtml:link rel="alternate" hreflang="${xmlText(tag)}" href="${xmlText(url)}"/>`,
    )
    .join('');

/** A sitemap file: one <url> per address, with its language alternates where it has them. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${xmlText(entry.url)}</loc>${alternateLinks(entry)}<lastmod>${xmlText(entry.lastModified)}</lastmod>` +
      `<changefreq>${entry.changeFrequency}</changefreq><priority>${entry.priority}</priority></url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A sitemap index: one <sitemap> per file. */
export function sitemapIndexXml(files: readonly { url: string; lastModified: string }[]): string {
  const sitemaps = files.map(
    (file) =>
      `<sitemap><loc>${xmlText(file.url)}</loc><lastmod>${xmlText(file.lastModified)}</lastmod></sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** How many files a sitemap of this many addresses takes. */
export function sitemapFileCount(addresses: number): number {
  return Math.max(1, Math.ceil(addresses / SITEMAP_FILE_SIZE));
}

/** The addresses of file `id` (0-based). */
export function sitemapFile<T>(entries: readonly T[], id: number): T[] {
  return entries.slice(id * SITEMAP_FILE_SIZE, (id + 1) * SITEMAP_FILE_SIZE);
}

/** The newest lastmod of a set of addresses: the index dates each file by it. */
export function newestOf(entries: readonly SitemapEntry[]): string {
  return entries.reduce(
    (newest, entry) => (entry.lastModified > newest ? entry.lastModified : newest),
    '',
  );
}
