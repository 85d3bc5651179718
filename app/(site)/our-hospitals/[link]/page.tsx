import type { Metadata } from 'next';
import { HospitalUnitPage, unitPageMetadata } from '@/components/content/hospital-unit-page';
import { unitEntries } from '@/content/units';

export const revalidate = 300;
export const dynamicParams = false;

type Props = { params: Promise<{ link: string }> };

export function generateStaticParams() {
  return unitEntries.map((unit) => ({ link: unit.link }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return unitPageMetadata((await params).link, 'en');
}

/** A hospital unit: its page from content, and the doctors who practise there from the API. */
export default async function Page({ params }: Props) {
  return <HospitalUnitPage link={(await params).link} locale="en" />;
}
