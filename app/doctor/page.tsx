import { PageHero } from '@/components/content/page-hero';
import { DoctorLocator } from '@/components/doctors/doctor-locator';
import { Section } from '@/components/ui/section';
import { doctorLocatorPage } from '@/content/doctors-page';
import { locatorLocations } from '@/lib/doctors/directory';
import { getDoctors } from '@/lib/hospital-api';
import { doctorLocatorPath, doctorsPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: doctorLocatorPage.title,
  description: doctorLocatorPage.description,
  path: doctorLocatorPath,
});

export default async function DoctorLocatorPage() {
  const locations = locatorLocations(await getDoctors());
  return (
    <>
      <PageHero
        title={doctorLocatorPage.heading}
        lead={doctorLocatorPage.lead}
        crumbs={[{ name: 'Doctors', path: doctorsPath() }]}
      />
      <Section id="locate" heading="Location and speciality">
        <DoctorLocator
          locations={locations}
          labels={{
            location: doctorLocatorPage.locationLabel,
            locationPlaceholder: doctorLocatorPage.locationPlaceholder,
            speciality: doctorLocatorPage.specialityLabel,
            specialityPlaceholder: doctorLocatorPage.specialityPlaceholder,
            specialityHint: doctorLocatorPage.specialityHint,
          }}
        />
      </Section>
    </>
  );
}
