import type { Metadata } from 'next';
import {
  DoctorDirectoryPage,
  directorySegments,
  doctorDirectoryMetadata,
} from '@/components/doctors/doctor-directory-page';
import { doctorDirectoryParams } from '@/lib/static-params';

export const revalidate = 300;

// One segment after /doctor/ is a doctor; two are a location and a speciality (spec).
type Props = { params: Promise<{ slug: string; category: string }> };

export const generateStaticParams = doctorDirectoryParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return doctorDirectoryMetadata(directorySegments(await params), 'hi');
}

export default async function Page({ params }: Props) {
  return <DoctorDirectoryPage segments={directorySegments(await params)} locale="hi" />;
}
