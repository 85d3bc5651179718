import type { Metadata } from 'next';
import { DoctorPage, doctorPageMetadata } from '@/components/doctors/doctor-page';
import { doctorParams } from '@/lib/static-params';

export const revalidate = 300;

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = doctorParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return doctorPageMetadata((await params).slug, 'pa');
}

export default async function Page({ params }: Props) {
  return <DoctorPage slug={(await params).slug} locale="pa" />;
}
