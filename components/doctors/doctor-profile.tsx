import { Breadcrumb } from '@/components/content/breadcrumb';
import { OptimisedImage } from '@/components/ui/optimised-image';
import { SocialIcon } from '@/components/ui/social-icon';
import { DoctorAppointmentFormIsland } from '@/components/forms/form-islands';
import { cityLabel, doctorProfilePage } from '@/content/doctors-page';
import type { Doctor } from '@/lib/hospital-api/types';
import { IN_PAGE_BOOKING_ATTRIBUTE } from '@/lib/booking/in-page';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { whatsappLink } from '@/content/share-links';
import styles from './doctor-profile.module.scss';
import { firstScreenImage } from '@/components/ui/first-screen-image';

interface DoctorProfileProps {
  doctor: Doctor;
  /** Already sanitised. */
  descriptionHtml: string;
  shareUrl: string;
  /** The same trail the page gives search engines. */
  breadcrumb: readonly Crumb[];
}

/** A doctor's page: who they are, where they consult, and the appointment form beside it. */
export function DoctorProfile({
  doctor,
  descriptionHtml,
  shareUrl,
  breadcrumb,
}: DoctorProfileProps) {
  const whatsapp = whatsappLink(doctorProfilePage.shareText(doctor.name, shareUrl));
  return (
    <>
      <Breadcrumb trail={breadcrumb} className={styles.breadcrumb} />
      <div className={styles.profile}>
        <article aria-labelledby="doctor-name">
          <div className={styles.header}>
            {doctor.image ? (
              <OptimisedImage
                src={doctor.image}
                alt={`Portrait of ${doctor.name}`}
                width={600}
                height={600}
                sizes="(min-width: 640px) 240px, 80vw"
                {...firstScreenImage}
                className={styles.photo}
              />
            ) : null}
            <div>
              {doctor.category ? <p className={styles.category}>{doctor.category}</p> : null}
              <h1 id="doctor-name" className={styles.name}>
                {doctor.name}
              </h1>
              <dl className={styles.facts}>
                {doctor.education ? (
                  <div>
                    <dt>{doctorProfilePage.educationLabel}</dt>
                    <dd>{doctor.education}</dd>
                  </div>
                ) : null}
                {doctor.experienceYears ? (
                  <div>
                    <dt>{doctorProfilePage.experienceLabel}</dt>
                    <dd>{doctor.experienceYears} years</dd>
                  </div>
                ) : null}
                {doctor.cities.length > 0 ? (
                  <div>
                    <dt>{doctorProfilePage.practisesAtLabel}</dt>
                    <dd>{doctor.cities.map(cityLabel).join(' · ')}</dd>
                  </div>
                ) : null}
              </dl>
              <a className={styles.share} href={whatsapp} target="_blank" rel="noopener">
                <SocialIcon network="whatsapp" size={20} /> {doctorProfilePage.shareLabel}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
          {doctor.about ? (
            <section className={styles.about} aria-labelledby="doctor-about">
              <h2 id="doctor-about">{doctorProfilePage.aboutHeading}</h2>
              <p>{doctor.about}</p>
            </section>
          ) : null}
          {descriptionHtml ? (
            <div
              className={styles.description}
              dangerouslySetInnerHTML={{ __html: descriptionHtml }}
            />
          ) : null}
        </article>
        <aside
          className={styles.formPanel}
          aria-labelledby="doctor-form-heading"
          {...{ [IN_PAGE_BOOKING_ATTRIBUTE]: '' }}
        >
          <h2 id="doctor-form-heading">{doctorProfilePage.formHeading}</h2>
          <DoctorAppointmentFormIsland doctorName={doctor.name} />
        </aside>
      </div>
    </>
  );
}
