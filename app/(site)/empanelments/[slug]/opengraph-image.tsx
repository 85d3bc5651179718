import { coverChecker } from '@/content/cover-checker';
import { EMPANELMENT_KIND_LABELS } from '@/content/empanelments-page';
import { site } from '@/content/site';
import { coverBySlug, covers } from '@/lib/empanelments/cover';
import { schemePageSeo } from '@/lib/empanelments/scheme-page-seo';
import { OG_CONTENT_TYPE, OG_SIZE, brandCardImage, ogCardImage } from '@/lib/seo/og-card';

export const alt = `A scheme or insurer accepted at ${site.brand}`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const dynamicParams = false;

export function generateStaticParams() {
  return covers.map((cover) => ({ slug: cover.slug }));
}

/** The link preview of a scheme's page: its name, and where it is accepted. */
export default async function SchemeOpenGraphImage({
  params,
}: {
  params: Promise<{ slug: string }>;
}) {
  const cover = coverBySlug((await params).slug);
  if (!cover) return brandCardImage();
  return ogCardImage({
    kind: EMPANELMENT_KIND_LABELS[cover.kind],
    title: cover.name,
    line: schemePageSeo(cover).acceptedIn,
    footer: coverChecker.schemePage.previewFooter,
  });
}
