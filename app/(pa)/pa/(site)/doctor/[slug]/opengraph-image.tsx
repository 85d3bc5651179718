import { OG_CONTENT_TYPE, OG_SIZE } from '@/lib/seo/og-card';
import { doctorPreviewImage } from '@/lib/seo/doctor-preview';
import { catalogue } from '@/lib/i18n/catalogues';
import { doctorParams } from '@/lib/static-params';

export const alt = catalogue('pa').preview.doctorAlt;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const revalidate = 300;

export const generateStaticParams = doctorParams;

export default async function DoctorOpenGraphImage({
  params,
}: {
  params: Promise<{ slug: string }>;
}) {
  return doctorPreviewImage((await params).slug, 'pa');
}
