import type { Metadata } from 'next';
import { PageHero } from '@/components/content/page-hero';
import { DoctorGrid } from '@/components/doctors/doctor-grid';
import { Section } from '@/components/ui/section';
import { cityLabel, doctorDirectoryPage } from '@/content/doctors-page';
import { categoryForSegment, cityForSegment, citiesOf } from '@/lib/doctor-directory';
import { practisesIn } from '@/lib/doctor-filters';
import { getAllCategories, getDoctors, orFallback } from '@/lib/hospital-api';
import { doctorLocatorPath, doctorsPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { toPathSegment } from '@/lib/slug';

export const revalidate = 300;

// One segment after /doctor/ is a doctor; two are a location and a speciality (spec).
type Props = { params: Promise<{ slug: string; category: string }> };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A path segment made readable when it names nothing known: "gt-road" -> "Gt Road". */
function humanise(segment: string): string {
  return decoded(segment)
    .replace(/-/g, ' ')
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}

async function resolve(params: Props['params']) {
  const { slug: locationSegment, category: categorySegment } = await params;
  const [doctors, categories] = await Promise.all([
    getDoctors(),
    orFallback(getAllCategories(), []),
  ]);
  const city = cityForSegment(locationSegment, citiesOf(doctors));
  const category = categoryForSegment(categorySegment, categories);
  const wanted = decoded(categorySegment).toLowerCase();
  const speciality =
    category?.name ??
    doctors.map((doctor) => doctor.category).find((name) => toPathSegment(name) === wanted) ??
    humanise(categorySegment);
  const location = city ? cityLabel(city) : humanise(locationSegment);
  const matches = city
    ? doctors.filter(
        (doctor) =>
          practisesIn(doctor.cities, city) &&
          doctor.category.trim().toLowerCase() === speciality.trim().toLowerCase(),
      )
    : [];
  return {
    speciality,
    location,
    doctors: matches,
    path: `/doctor/${locationSegment}/${categorySegment}`,
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { speciality, location, path } = await resolve(params);
  return pageMetadata({
    title: { absolute: doctorDirectoryPage.heading(speciality, location) },
    description: doctorDirectoryPage.description(speciality, location),
    path,
  });
}

export default async function DoctorDirectoryPage({ params }: Props) {
  const { speciality, location, doctors } = await resolve(params);
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
