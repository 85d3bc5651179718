import { DoctorGrid } from '@/components/doctors/doctor-grid';
import { HomeHero } from '@/components/home/home-hero';
import { SpecialityGrid } from '@/components/specialities/speciality-grid';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { homeContent } from '@/content/home';
import { getDoctors, searchCategories } from '@/lib/hospital-api';
import { doctorsPath, homePath, specialitiesPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const revalidate = 300;

export const metadata = pageMetadata({
  // The layout's template does not reach a page in its own segment, so the home title is whole.
  title: {
    absolute: `${site.brand} | Best multi-speciality hospitals in Amritsar and North India`,
  },
  description: site.description,
  path: homePath,
});

/** Home categories request: page 1, page size 5 (spec). */
const HOME_SPECIALITIES = { page: 1, pageSize: 5 };

export default async function HomePage() {
  const [specialities, doctors] = await Promise.all([
    searchCategories(HOME_SPECIALITIES),
    getDoctors(),
  ]);
  const { hero, highlights, specialities: specialitiesCopy, doctors: doctorsCopy } = homeContent;

  return (
    <>
      <HomeHero content={{ ...hero, highlights }} />
      <Section
        id="specialities"
        heading={specialitiesCopy.heading}
        lead={specialitiesCopy.lead}
        action={
          <ButtonLink href={specialitiesPath()} variant="secondary">
            {specialitiesCopy.viewAllLabel}
          </ButtonLink>
        }
        tinted
      >
        <SpecialityGrid specialities={specialities.items.slice(0, HOME_SPECIALITIES.pageSize)} />
      </Section>
      <Section
        id="doctors"
        heading={doctorsCopy.heading}
        lead={doctorsCopy.lead}
        action={
          <ButtonLink href={doctorsPath()} variant="secondary">
            {doctorsCopy.viewAllLabel}
          </ButtonLink>
        }
      >
        <DoctorGrid doctors={doctors.slice(0, doctorsCopy.count)} />
      </Section>
    </>
  );
}
