import type { Metadata } from 'next';
import { Carousel } from '@/components/carousel/carousel';
import { DOCTOR_PROFILE_CAROUSEL } from '@/components/carousel/carousel-options';
import { JsonLd } from '@/components/content/json-ld';
import { PageNotFound } from '@/components/content/page-not-found';
import { notFoundMetadata } from '@/components/content/not-found-view';
import { DoctorCard } from '@/components/doctors/doctor-card';
import { DoctorProfile } from '@/components/doctors/doctor-profile';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { doctorProfilePage } from '@/content/doctors-page';
import { relatedDoctors } from '@/lib/doctors/directory';
import { doctorBreadcrumb, doctorSeo } from '@/lib/doctors/profile';
import { siteUrl } from '@/lib/env';
import { getDoctorBySlug, getDoctors, orFallback } from '@/lib/hospital-api';
import { absoluteUrl, doctorPath } from '@/content/routes';
import { sanitizeApiHtml } from '@/lib/sanitize';
import { physicianJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { doctorParams } from '@/lib/static-params';

export const revalidate = 300;

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = doctorParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doctor = await getDoctorBySlug((await params).slug);
  if (!doctor) return notFoundMetadata;
  // The preview image comes from opengraph-image.tsx beside this page.
  return pageMetadata({
    ...doctorSeo(doctor),
    path: doctorPath(doctor.slug),
    type: 'profile',
    ownPreviewImage: true,
  });
}

export default async function DoctorPage({ params }: Props) {
  const doctor = await getDoctorBySlug((await params).slug);
  if (!doctor) return <PageNotFound />;
  const origin = siteUrl();
  const breadcrumb = doctorBreadcrumb(doctor);
  const related = relatedDoctors(doctor, await orFallback(getDoctors(), []));

  return (
    <>
      <JsonLd
        data={physicianJsonLd(doctor, { origin, description: doctorSeo(doctor).description })}
      />
      <DoctorProfile
        doctor={doctor}
        descriptionHtml={sanitizeApiHtml(doctor.additionalDescriptionHtml)}
        shareUrl={absoluteUrl(origin, doctorPath(doctor.slug))}
        breadcrumb={breadcrumb}
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
