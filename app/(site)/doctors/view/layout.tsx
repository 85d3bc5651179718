import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/content/page-hero';
import { DoctorsDirectory } from '@/components/doctors/doctors-directory';
import { Section } from '@/components/ui/section';
import { doctorsPage } from '@/content/doctors-page';
import { getAllCategories, orFallback } from '@/lib/hospital-api';

// The filters live here, above the list, so that they stay mounted (focus, typed text) while the
// list below changes with the address.
export default async function DoctorsViewLayout({ children }: { children: ReactNode }) {
  const categories = await orFallback(getAllCategories(), []);
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
          categories={categories.map((category) => category.name)}
          labels={{
            name: doctorsPage.nameLabel,
            namePlaceholder: doctorsPage.namePlaceholder,
            category: doctorsPage.categoryLabel,
            placeholder: doctorsPage.categoryPlaceholder,
            search: doctorsPage.search,
          }}
        />
        {children}
      </Section>
    </>
  );
}
