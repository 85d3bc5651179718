import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/env';
import { orFallback } from '@/lib/hospital-api';
import { sitemapEntries } from '@/lib/sitemap/entries';
import { sitemapFile, sitemapFileCount } from '@/lib/sitemap/xml';

export const revalidate = 300;

/**
 * The files of a sitemap too large for one (/sitemap.xml is then their index). The build makes as
 * many as the catalogue needs then; a file the catalogue grows into later is rendered when first
 * asked for.
 */
export async function generateSitemaps() {
  const addresses = await orFallback(
    sitemapEntries(siteUrl()).then((entries) => entries.length),
    0,
  );
  return Array.from({ length: sitemapFileCount(addresses) }, (_, id) => ({ id }));
}

export default async function sitemap({
  id,
}: {
  id: Promise<string>;
}): Promise<MetadataRoute.Sitemap> {
  const entries = sitemapFile(await sitemapEntries(siteUrl()), Number(await id));
  // Next writes each url into <loc> as it is: the '&' of /insurance-&-tpa must come escaped.
  return entries.map((entry) => ({ ...entry, url: entry.url.replaceAll('&', '&amp;') }));
}
