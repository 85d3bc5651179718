import Link from 'next/link';
import { PageHero } from '@/components/content/page-hero';
import { DoctorCard } from '@/components/doctors/doctor-card';
import { DoctorsDirectory } from '@/components/doctors/doctors-directory';
import { Section } from '@/components/ui/section';
import { doctorsPage } from '@/content/doctors-page';
import { getAllCategories, getDoctors, orFallback } from '@/lib/hospital-api';
import { doctorsPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: doctorsPage.title,
  description: doctorsPage.description,
  path: doctorsPath(),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

export default async function DoctorsPage({ searchParams }: Props) {
  const query = await searchParams;
  const [doctors, categories] = await Promise.all([
    getDoctors(),
    orFallback(getAllCategories(), []),
  ]);
  const cityParam = first(query.city).trim().toLowerCase();
  const initialCity =
    doctorsPage.cityTabs.find((tab) => tab.city?.toLowerCase() === cityParam)?.city ?? null;

  return (
    <>
      <PageHero title={doctorsPage.heading} lead={doctorsPage.lead} />
      <Section
        id="doctors-list"
        heading="Our doctors"
        action={<Link href={doctorsPage.locateLink.href}>{doctorsPage.locateLink.label}</Link>}
      >
        <DoctorsDirectory
          tabs={doctorsPage.cityTabs}
          items={doctors.map((doctor) => ({ cities: doctor.cities, category: doctor.category }))}
          categories={categories.map((category) => category.name)}
          initialCity={initialCity}
          initialCategory={first(query.category)}
          labels={{
            category: doctorsPage.categoryLabel,
            placeholder: doctorsPage.categoryPlaceholder,
            empty: doctorsPage.empty,
          }}
        >
          {doctors.map((doctor) => (
            <DoctorCard key={doctor.id} doctor={doctor} />
          ))}
        </DoctorsDirectory>
      </Section>
    </>
  );
}
