import { PageHero } from '@/components/content/page-hero';
import { DirectoryIndex } from '@/components/doctors/directory-index';
import { DoctorLocator } from '@/components/doctors/doctor-locator';
import { Section } from '@/components/ui/section';
import { doctorLocatorPage } from '@/content/doctors-page';
import { directoryIndex } from '@/lib/doctors/directory';
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
  const index = directoryIndex(await getDoctors());
  return (
    <>
      <PageHero
        title={doctorLocatorPage.heading}
        lead={doctorLocatorPage.lead}
        crumbs={[{ name: 'Doctors', path: doctorsPath() }]}
      />
      <Section id="locate" heading="Location and speciality">
        <DoctorLocator
          locations={index.map((entry) => entry.location)}
          labels={{
            location: doctorLocatorPage.locationLabel,
            locationPlaceholder: doctorLocatorPage.locationPlaceholder,
            speciality: doctorLocatorPage.specialityLabel,
            specialityPlaceholder: doctorLocatorPage.specialityPlaceholder,
            specialityHint: doctorLocatorPage.specialityHint,
          }}
        />
      </Section>
      <Section
        id="by-location"
        heading={doctorLocatorPage.indexHeading}
        lead={doctorLocatorPage.indexLead}
        tinted
      >
        <DirectoryIndex index={index} doctorCount={doctorLocatorPage.doctorCount} />
      </Section>
    </>
  );
}
