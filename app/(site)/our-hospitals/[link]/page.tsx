import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/content/json-ld';
import { TeamCarousel } from '@/components/content/team-carousel';
import { UnitPage } from '@/components/content/unit-page';
import { getUnit, unitEntries } from '@/content/units';
import { teamCopy } from '@/content/team';
import { siteUrl } from '@/lib/env';
import { getDoctorsByCity, orFallback } from '@/lib/hospital-api';
import { practisesIn } from '@/lib/doctors/filters';
import { unitPath } from '@/content/routes';
import { unitJsonLd } from '@/lib/seo/content-page-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/content/site';

export const revalidate = 300;
export const dynamicParams = false;

type Props = { params: Promise<{ link: string }> };

export function generateStaticParams() {
  return unitEntries.map((unit) => ({ link: unit.link }));
}

function unitOf(link: string) {
  const unit = getUnit(link);
  const hospital = site.units.find((candidate) => candidate.link === link);
  if (!unit || !hospital) notFound();
  return { unit, hospital };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { unit } = unitOf((await params).link);
  return pageMetadata({
    title: unit.metaTitle,
    description: unit.metaDescription,
    path: unitPath(unit.link),
    ownPreviewImage: true,
  });
}

/** A hospital unit: its page from content, and the doctors who practise there from the API. */
export default async function HospitalUnitPage({ params }: Props) {
  const { unit, hospital } = unitOf((await params).link);
  // The upstream filters by city; the same any-comma-separated-entry rule as /doctors is applied
  // again here, so an upstream that answers loosely cannot put another unit's doctors on the page.
  const doctors = (await orFallback(getDoctorsByCity(hospital.apiCity), [])).filter((doctor) =>
    practisesIn(doctor.cities, hospital.apiCity),
  );
  const path = unitPath(unit.link);
  return (
    <>
      <JsonLd
        data={unitJsonLd({
          hospital,
          path,
          description: unit.metaDescription,
          image: unit.image.src,
          specialities: doctors.map((doctor) => doctor.category).filter(Boolean),
          faq: unit.faq,
          origin: siteUrl(),
        })}
      />
      <UnitPage unit={unit}>
        <TeamCarousel
          id="doctors"
          heading={teamCopy.unitHeading(hospital.shortName)}
          lead={teamCopy.unitLead}
          doctors={doctors}
        />
      </UnitPage>
    </>
  );
}
