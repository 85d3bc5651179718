import { unitEntries } from '@/content/units';
import { OG_CONTENT_TYPE, OG_SIZE } from '@/lib/seo/og-card';
import { unitPreviewImage } from '@/lib/seo/record-previews';
import { catalogue } from '@/lib/i18n/catalogues';

export const alt = catalogue('en').preview.hospitalAlt;
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
  return unitPreviewImage((await params).link, 'en');
}
