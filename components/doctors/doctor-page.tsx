import { createTranslator } from 'next-intl';
import { Carousel } from '@/components/carousel/carousel';
import { DOCTOR_PROFILE_CAROUSEL } from '@/components/carousel/carousel-options';
import { JsonLd } from '@/components/content/json-ld';
import { notFoundMetadataIn } from '@/components/content/not-found-view';
import { PageNotFound } from '@/components/content/page-not-found';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { absoluteUrl, doctorPath, doctorsPath } from '@/content/routes';
import { relatedDoctors } from '@/lib/doctors/directory';
import { doctorBreadcrumb, doctorSeo } from '@/lib/doctors/profile';
import { siteUrl } from '@/lib/env';
import { getDoctorBySlug, getDoctors, orFallback } from '@/lib/hospital-api';
import type { Doctor } from '@/lib/hospital-api/types';
import { cardWords } from '@/lib/i18n/card-words';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { recordTrailIn } from '@/lib/i18n/record-trail';
import { localeLink, localePath } from '@/lib/i18n/paths';
import { sanitizeApiHtml } from '@/lib/sanitize';
import { physicianJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { DoctorCard } from './doctor-card';
import { DoctorProfile } from './doctor-profile';

const wordsIn = (locale: Locale) =>
  createTranslator({ locale, messages: catalogue(locale), namespace: 'doctors.profile' });

/**
 * A doctor's page's title and description: in English the record's own (meta, metades); in
 * another language the page's words around the doctor's name.
 */
function seoOf(doctor: Doctor, locale: Locale) {
  if (locale === defaultLocale) return doctorSeo(doctor);
  const t = wordsIn(locale);
  return {
    title: t('metaTitle', { name: doctor.name }),
    description: t('metaDescription', { name: doctor.name }),
  };
}

export async function doctorPageMetadata(slug: string, locale: Locale) {
  const doctor = await getDoctorBySlug(slug);
  if (!doctor) return notFoundMetadataIn(locale);
  return pageMetadata({
    ...seoOf(doctor, locale),
    path: doctorPath(doctor.slug),
    locale,
    type: 'profile',
    // Its preview is drawn for it, in its language (opengraph-image.tsx beside each route).
    ownPreviewImage: true,
  });
}

/**
 * A doctor's page in any language: the profile and its appointment form, then other specialists
 * in the same field. The doctor's record stays as the hospital API gives it.
 */
export async function DoctorPage({ slug, locale }: { slug: string; locale: Locale }) {
  setPageLocale(locale);
  const doctor = await getDoctorBySlug(slug);
  if (!doctor) return <PageNotFound locale={locale} />;
  const origin = siteUrl();
  const t = wordsIn(locale);
  const related = relatedDoctors(doctor, await orFallback(getDoctors(), []));
  const book =
    locale === defaultLocale ? 'Book Appointment' : cardWords(locale).t('bookAppointment');

  return (
    <>
      <JsonLd
        data={physicianJsonLd(doctor, {
          origin,
          description: seoOf(doctor, locale).description,
          locale,
        })}
      />
      <DoctorProfile
        doctor={doctor}
        descriptionHtml={sanitizeApiHtml(doctor.additionalDescriptionHtml)}
        shareUrl={absoluteUrl(origin, localePath(locale, doctorPath(doctor.slug)))}
        breadcrumb={recordTrailIn(
          locale,
          doctorBreadcrumb(doctor),
          catalogue(locale).doctors.profile.crumb,
        )}
        locale={locale}
      />
      <Section
        id="medical-experts"
        heading={t('expertsHeading')}
        lead={related.length > 0 ? t('expertsLead') : undefined}
        tinted
        action={<ButtonLink {...localeLink(locale, doctorsPath())}>{t('findDoctor')}</ButtonLink>}
      >
        {related.length > 0 ? (
          <Carousel label={t('expertsHeading')} options={DOCTOR_PROFILE_CAROUSEL}>
            {related.map((other) => (
              <DoctorCard
                key={other.id}
                doctor={other}
                bookHref={localePath(locale, doctorPath(other.slug))}
                bookLabel={book}
              />
            ))}
          </Carousel>
        ) : null}
      </Section>
    </>
  );
}
