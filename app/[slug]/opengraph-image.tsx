import { centreEntries, getCentre } from '@/content/centres';
import { getLegalPage, legalEntries } from '@/content/legal';
import { getService, serviceEntries } from '@/content/services';
import { decodePathSegment } from '@/content/routes';
import { OG_CONTENT_TYPE, OG_SIZE, brandCardImage, ogCardImage } from '@/lib/seo/og-card';
import { site } from '@/content/site';

export const alt = `A page of ${site.brand}`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const dynamicParams = false;

export function generateStaticParams() {
  return [...serviceEntries, ...centreEntries, ...legalEntries].map((entry) => ({
    slug: entry.slug,
  }));
}

/** The link preview of a service, centre-of-excellence or legal page: its kind and name. */
export default async function SitePageOpenGraphImage({
  params,
}: {
  params: Promise<{ slug: string }>;
}) {
  const slug = decodePathSegment((await params).slug);
  const service = getService(slug);
  if (service) return ogCardImage({ kind: 'Patient services', title: service.title });
  const centre = getCentre(slug);
  if (centre)
    return ogCardImage({
      kind: 'Centre of Excellence',
      title: centre.title,
      line: centre.category,
    });
  const legal = getLegalPage(slug);
  if (legal) return ogCardImage({ kind: site.brand, title: legal.title, footer: site.brand });
  return brandCardImage();
}
