import type { Metadata } from 'next';
import {
  DoctorDirectoryPage,
  doctorDirectoryMetadata,
} from '@/components/doctors/doctor-directory-page';

export const revalidate = 300;

// One segment after /doctor/ is a doctor; two are a location and a speciality (spec).
type Props = { params: Promise<{ slug: string; category: string }> };

/**
 * None ahead: each listing is rendered on its first visit and then cached, like a doctor's page.
 * Rendered on every request instead, the route could not server-render its 404 (PageNotFound).
 */
export function generateStaticParams(): Awaited<Props['params']>[] {
  return [];
}

const segmentsOf = async (params: Props['params']) => {
  const { slug, category } = await params;
  return { location: slug, speciality: category };
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return doctorDirectoryMetadata(await segmentsOf(params), 'en');
}

export default async function Page({ params }: Props) {
  return <DoctorDirectoryPage segments={await segmentsOf(params)} locale="en" />;
}
