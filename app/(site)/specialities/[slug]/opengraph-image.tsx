import { getAllCategories, getSpeciality } from '@/lib/hospital-api';
import { decodePathSegment } from '@/content/routes';
import { OG_CONTENT_TYPE, OG_SIZE, brandCardImage, ogCardImage } from '@/lib/seo/og-card';
import { site } from '@/content/site';
import { findSpeciality } from '@/lib/specialities/lookup';
import { specialityParams } from '@/lib/static-params';

export const alt = `A speciality at ${site.brand}`;
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
  const slug = decodePathSegment((await params).slug);
  const speciality = await findSpeciality(slug, { getAllCategories, getSpeciality }).catch(
    () => null,
  );
  if (!speciality) return brandCardImage();
  return ogCardImage({
    kind: 'Speciality',
    title: speciality.name,
    line: `Specialists at ${site.brand}`,
  });
}
