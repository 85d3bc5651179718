import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Carousel } from '@/components/carousel/carousel';
import { DOCTOR_PROFILE_CAROUSEL } from '@/components/carousel/carousel-options';
import { JsonLd } from '@/components/content/json-ld';
import { DoctorCard } from '@/components/doctors/doctor-card';
import { DoctorBreadcrumb, DoctorProfile } from '@/components/doctors/doctor-profile';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { doctorProfilePage } from '@/content/doctors-page';
import { relatedDoctors } from '@/lib/doctor-directory';
import { siteUrl } from '@/lib/env';
import { HospitalApiError, getDoctorBySlug, getDoctors, orFallback } from '@/lib/hospital-api';
import { absoluteUrl, doctorPath, doctorsPath, homePath } from '@/lib/routes';
import { sanitizeApiHtml } from '@/lib/sanitize';
import { breadcrumbJsonLd, physicianJsonLd } from '@/lib/seo/json-ld';
import { site } from '@/lib/site';

export const revalidate = 300;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  try {
    return (await getDoctors()).map((doctor) => ({ slug: doctor.slug }));
  } catch (error) {
    if (error instanceof HospitalApiError) return [];
    throw error;
  }
}

/** Title and description from the doctor's meta and metades, falling back to name and about. */
function seoOf(doctor: NonNullable<Awaited<ReturnType<typeof getDoctorBySlug>>>) {
  return {
    title:
      doctor.seo.title ||
      `${doctor.name}${doctor.category ? `, ${doctor.category}` : ''} | ${site.brand}`,
    description: doctor.seo.description || doctor.about || `${doctor.name} at ${site.brand}.`,
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doctor = await getDoctorBySlug((await params).slug);
  if (!doctor) return {};
  const { title, description } = seoOf(doctor);
  const path = doctorPath(doctor.slug);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    openGraph: { type: 'profile', title, description, url: path, siteName: site.brand },
    twitter: { card: 'summary_large_image', title, description },
  };
}

export default async function DoctorPage({ params }: Props) {
  const doctor = await getDoctorBySlug((await params).slug);
  if (!doctor) notFound();
  const origin = siteUrl();
  const path = doctorPath(doctor.slug);
  const related = relatedDoctors(doctor, await orFallback(getDoctors(), []));

  return (
    <>
      <JsonLd data={physicianJsonLd(doctor, { origin, description: seoOf(doctor).description })} />
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: 'Home', path: homePath },
            { name: 'Doctors', path: doctorsPath() },
            { name: doctor.name, path },
          ],
          origin,
        )}
      />
      <DoctorBreadcrumb name={doctor.name} />
      <DoctorProfile
        doctor={doctor}
        descriptionHtml={sanitizeApiHtml(doctor.additionalDescriptionHtml)}
        shareUrl={absoluteUrl(origin, path)}
      />
      <Section
        id="medical-experts"
        heading={doctorProfilePage.expertsHeading}
        lead={related.length > 0 ? doctorProfilePage.expertsLead : undefined}
        tinted
        action={
          <ButtonLink href={doctorProfilePage.findDoctor.href}>
            {doctorProfilePage.findDoctor.label}
          </ButtonLink>
        }
      >
        {related.length > 0 ? (
          <Carousel label={doctorProfilePage.expertsHeading} options={DOCTOR_PROFILE_CAROUSEL}>
            {related.map((other) => (
              <DoctorCard
                key={other.id}
                doctor={other}
                bookHref={doctorPath(other.slug)}
                bookLabel="Book Appointment"
              />
            ))}
          </Carousel>
        ) : null}
      </Section>
    </>
  );
}
