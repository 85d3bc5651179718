import { createTranslator } from 'next-intl';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { DoctorAppointmentFormIsland } from '@/components/forms/form-islands';
import { FormsInLanguage } from '@/components/forms/forms-in-language';
import { OptimisedImage } from '@/components/ui/optimised-image';
import { SocialIcon } from '@/components/ui/social-icon';
import { cityLabel } from '@/content/doctors-page';
import { DOCTOR_FORM_ID } from '@/content/routes';
import { whatsappLink } from '@/content/share-links';
import { IN_PAGE_BOOKING_ATTRIBUTE } from '@/lib/booking/in-page';
import type { Doctor } from '@/lib/hospital-api/types';
import { placeName } from '@/lib/i18n/card-words';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import styles from './doctor-profile.module.scss';
import { firstScreenImage } from '@/components/ui/first-screen-image';

interface DoctorProfileProps {
  doctor: Doctor;
  /** Already sanitised. */
  descriptionHtml: string;
  shareUrl: string;
  /** The same trail the page gives search engines. */
  breadcrumb: readonly Crumb[];
  locale: Locale;
}

/**
 * A doctor's page: who they are, where they consult, and the appointment form beside it, in the
 * page's language; what the hospital API says of the doctor stays English, marked so.
 */
export function DoctorProfile({
  doctor,
  descriptionHtml,
  shareUrl,
  breadcrumb,
  locale,
}: DoctorProfileProps) {
  const messages = catalogue(locale);
  const t = createTranslator({ locale, messages, namespace: 'doctors.profile' });
  const words = messages.doctors.profile;
  const english = locale === defaultLocale;
  const apiLanguage = english ? undefined : 'en';
  const whatsapp = whatsappLink(t('shareText', { name: doctor.name, url: shareUrl }));
  const places = doctor.cities.map((city) => (english ? cityLabel(city) : placeName(locale, city)));
  return (
    <>
      <Breadcrumb
        trail={breadcrumb}
        label={messages.frame.breadcrumb}
        className={styles.breadcrumb}
      />
      <div className={styles.profile}>
        <article aria-labelledby="doctor-name">
          <div className={styles.header}>
            {doctor.image ? (
              <OptimisedImage
                src={doctor.image}
                alt={t('portrait', { name: doctor.name })}
                width={600}
                height={600}
                sizes="(min-width: 640px) 240px, 80vw"
                {...firstScreenImage}
                className={styles.photo}
              />
            ) : null}
            <div>
              {doctor.category ? (
                <p className={styles.category} lang={apiLanguage}>
                  {doctor.category}
                </p>
              ) : null}
              <h1 id="doctor-name" className={styles.name} lang={apiLanguage}>
                {doctor.name}
              </h1>
              <dl className={styles.facts}>
                {doctor.education ? (
                  <div>
                    <dt>{words.educationLabel}</dt>
                    <dd lang={apiLanguage}>{doctor.education}</dd>
                  </div>
                ) : null}
                {doctor.experienceYears ? (
                  <div>
                    <dt>{words.experienceLabel}</dt>
                    <dd>{t('experienceYears', { years: doctor.experienceYears })}</dd>
                  </div>
                ) : null}
                {places.length > 0 ? (
                  <div>
                    <dt>{words.practisesAtLabel}</dt>
                    <dd>{places.join(' · ')}</dd>
                  </div>
                ) : null}
              </dl>
              <a className={styles.share} href={whatsapp} target="_blank" rel="noopener">
                <SocialIcon network="whatsapp" size={20} /> {words.shareLabel}
                <span className="visually-hidden"> {messages.frame.opensInNewTab}</span>
              </a>
            </div>
          </div>
          {doctor.about ? (
            <section className={styles.about} aria-labelledby="doctor-about">
              <h2 id="doctor-about">{words.aboutHeading}</h2>
              <p lang={apiLanguage}>{doctor.about}</p>
            </section>
          ) : null}
          {descriptionHtml ? (
            <div
              className={styles.description}
              lang={apiLanguage}
              dangerouslySetInnerHTML={{ __html: descriptionHtml }}
            />
          ) : null}
        </article>
        <aside
          id={DOCTOR_FORM_ID}
          className={styles.formPanel}
          aria-labelledby="doctor-form-heading"
          {...{ [IN_PAGE_BOOKING_ATTRIBUTE]: '' }}
        >
          <h2 id="doctor-form-heading">{words.formHeading}</h2>
          <FormsInLanguage locale={locale}>
            <DoctorAppointmentFormIsland doctorName={doctor.name} />
          </FormsInLanguage>
        </aside>
      </div>
    </>
  );
}
