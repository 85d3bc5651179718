import Link from 'next/link';
import { PageHero } from '@/components/content/page-hero';
import { DoctorCard } from '@/components/doctors/doctor-card';
import { DoctorsDirectory } from '@/components/doctors/doctors-directory';
import { Section } from '@/components/ui/section';
import { doctorsPage } from '@/content/doctors-page';
import { doctorsListFilters, type SearchParams } from '@/lib/doctors-query';
import { getAllCategories, getDoctors, orFallback } from '@/lib/hospital-api';
import { doctorsPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: doctorsPage.title,
  description: doctorsPage.description,
  path: doctorsPath(),
});

type Props = { searchParams: Promise<SearchParams> };

export default async function DoctorsPage({ searchParams }: Props) {
  const [filters, doctors, categories] = await Promise.all([
    searchParams.then((query) => doctorsListFilters(query)),
    getDoctors(),
    orFallback(getAllCategories(), []),
  ]);

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
          items={doctors.map(({ name, cities, category }) => ({ name, cities, category }))}
          categories={categories.map((category) => category.name)}
          initialQuery={filters.q}
          initialCity={filters.city}
          initialCategory={filters.category}
          labels={{
            name: doctorsPage.nameLabel,
            namePlaceholder: doctorsPage.namePlaceholder,
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
