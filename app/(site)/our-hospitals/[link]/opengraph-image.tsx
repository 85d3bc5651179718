import { getUnit, unitEntries } from '@/content/units';
import { OG_CONTENT_TYPE, OG_SIZE, brandCardImage, ogCardImage } from '@/lib/seo/og-card';
import { site } from '@/content/site';

export const alt = `A hospital of ${site.brand}`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const dynamicParams = false;

export function generateStaticParams() {
  return unitEntries.map((unit) => ({ link: unit.link }));
}

/** The link preview of a hospital's page: its name and where it is. */
export default async function UnitOpenGraphImage({
  params,
}: {
  params: Promise<{ link: string }>;
}) {
  const unit = getUnit((await params).link);
  if (!unit) return brandCardImage();
  return ogCardImage({
    kind: 'Our hospitals',
    title: unit.title,
    line: unit.location,
    footer: '24/7 emergency care · Book an appointment online',
  });
}
