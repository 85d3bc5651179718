import type { Metadata } from 'next';
import { SpecialityPage, specialityPageMetadata } from '@/components/specialities/speciality-page';
import { specialityParams } from '@/lib/static-params';

export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = specialityParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return specialityPageMetadata((await params).slug, 'en');
}

export default async function Page({ params }: Props) {
  return <SpecialityPage slug={(await params).slug} locale="en" />;
}
