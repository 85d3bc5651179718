import { siteUrl } from '@/lib/env';
import { sitemapFilePath } from '@/content/routes';
import { sitemapEntries } from '@/lib/sitemap/entries';
import {
  SITEMAP_FILE_SIZE,
  newestOf,
  sitemapFile,
  sitemapFileCount,
  sitemapIndexXml,
  urlsetXml,
} from '@/lib/sitemap/xml';

export const revalidate = 300;

/**
 * The sitemap: every address in one file while they fit, else the index of the files that
 * app/sitemaps/sitemap.ts writes (generateSitemaps), so crawlers always start here.
 */
export async function GET(): Promise<Response> {
  const origin = siteUrl();
  const entries = await sitemapEntries(origin);
  const xml =
    entries.length <= SITEMAP_FILE_SIZE
      ? urlsetXml(entries)
      : sitemapIndexXml(
          Array.from({ length: sitemapFileCount(entries.length) }, (_, id) => ({
            url: `${origin}${sitemapFilePath(id)}`,
            lastModified: newestOf(sitemapFile(entries, id)),
          })),
        );
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
