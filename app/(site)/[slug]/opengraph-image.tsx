import { sitePageBySlug, sitePageSlugs } from '@/content/site-pages';
import { decodePathSegment } from '@/content/routes';
import { OG_CONTENT_TYPE, OG_SIZE, brandCardImage, ogCardImage } from '@/lib/seo/og-card';
import { sitePagePreview } from '@/lib/seo/site-page-preview';
import { site } from '@/content/site';

export const alt = `A page of ${site.brand}`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const dynamicParams = false;

export function generateStaticParams() {
  return sitePageSlugs.map((slug) => ({ slug }));
}

/** The link preview of a service, centre-of-excellence or legal page: its kind and name. */
export default async function SitePageOpenGraphImage({
  params,
}: {
  params: Promise<{ slug: string }>;
}) {
  const page = sitePageBySlug(decodePathSegment((await params).slug));
  return page ? ogCardImage(sitePagePreview(page)) : brandCardImage();
}
