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
  return unitPageMetadata((await params).link, 'pa');
}

/** A hospital unit's page in its language; the doctors' records stay as the API gives them. */
export default async function Page({ params }: Props) {
  return <HospitalUnitPage link={(await params).link} locale="pa" />;
}
