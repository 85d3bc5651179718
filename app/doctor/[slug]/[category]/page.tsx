import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/content/page-hero';
import { DoctorGrid } from '@/components/doctors/doctor-grid';
import { Section } from '@/components/ui/section';
import { doctorDirectoryPage } from '@/content/doctors-page';
import { directoryListing } from '@/lib/doctor-directory';
import { getAllCategories, getDoctors, orFallback } from '@/lib/hospital-api';
import { doctorLocatorPath, doctorsPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const revalidate = 300;

// One segment after /doctor/ is a doctor; two are a location and a speciality (spec).
type Props = { params: Promise<{ slug: string; category: string }> };

async function listing(params: Props['params']) {
  const { slug: locationSegment, category: specialitySegment } = await params;
  const [doctors, categories] = await Promise.all([
    getDoctors(),
    orFallback(getAllCategories(), []),
  ]);
  const found = directoryListing(
    locationSegment,
    specialitySegment,
    doctors,
    categories,
    site.sites.map((unit) => unit.apiCity),
  );
  return found ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { speciality, location, path, doctors } = await listing(params);
  return pageMetadata({
    title: { absolute: doctorDirectoryPage.heading(speciality, location) },
    description: doctorDirectoryPage.description(speciality, location),
    path,
    // An empty listing is a real page for the visitor but nothing worth a search result.
    noindex: doctors.length === 0,
  });
}

export default async function DoctorDirectoryPage({ params }: Props) {
  const { speciality, location, doctors } = await listing(params);
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
