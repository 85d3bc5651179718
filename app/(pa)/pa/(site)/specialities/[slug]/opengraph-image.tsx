import { OG_CONTENT_TYPE, OG_SIZE } from '@/lib/seo/og-card';
import { specialityPreviewImage } from '@/lib/seo/record-previews';
import { catalogue } from '@/lib/i18n/catalogues';
import { specialityParams } from '@/lib/static-params';

export const alt = catalogue('pa').preview.specialityAlt;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const revalidate = 300;

export const generateStaticParams = specialityParams;

/** The link preview of a speciality's page: its name on the brand card. */
export default async function SpecialityOpenGraphImage({
  params,
}: {
  params: Promise<{ slug: string }>;
}) {
  return specialityPreviewImage((await params).slug, 'pa');
}
