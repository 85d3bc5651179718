import type { Metadata } from 'next';
import { PageNotFound } from '@/components/content/page-not-found';
import { notFoundMetadata } from '@/components/content/not-found-view';
import { PageHero } from '@/components/content/page-hero';
import { DoctorGrid } from '@/components/doctors/doctor-grid';
import { Section } from '@/components/ui/section';
import { doctorDirectoryPage } from '@/content/doctors-page';
import { directoryListing } from '@/lib/doctors/directory';
import { getAllCategories, getDoctors, orFallback } from '@/lib/hospital-api';
import { doctorLocatorPath, doctorsPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/content/site';

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

async function listing(params: Props['params']) {
  const { slug: locationSegment, category: specialitySegment } = await params;
  const [doctors, categories] = await Promise.all([
    getDoctors(),
    orFallback(getAllCategories(), []),
  ]);
  return directoryListing(
    locationSegment,
    specialitySegment,
    doctors,
    categories,
    site.units.map((unit) => unit.apiCity),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await listing(params);
  if (!found) return notFoundMetadata;
  const { speciality, location, path, doctors } = found;
  return pageMetadata({
    title: { absolute: doctorDirectoryPage.heading(speciality, location) },
    description: doctorDirectoryPage.description(speciality, location),
    path,
    // An empty listing is a real page for the visitor but nothing worth a search result.
    noindex: doctors.length === 0,
  });
}

export default async function DoctorDirectoryPage({ params }: Props) {
  const found = await listing(params);
  if (!found) return <PageNotFound />;
  const { speciality, location, doctors } = found;
  return (
    <>
      <PageHero
        title={doctorDirectoryPage.heading(speciality, location)}
        lead={doctorDirectoryPage.subtitle}
        crumbs={[
          { name: 'Doctors', path: doctorsPath() },
          { name: 'By location', path: doctorLocatorPath },
        ]}
      />
      <Section
        id="directory"
        heading={`${doctors.length} ${doctors.length === 1 ? 'doctor' : 'doctors'}`}
      >
        {doctors.length > 0 ? (
          <DoctorGrid doctors={doctors} detailed />
        ) : (
          <p>{doctorDirectoryPage.empty}</p>
        )}
      </Section>
    </>
  );
}
