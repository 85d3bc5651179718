'use client';

// A client component without state on purpose: a server component's markup travels twice in the
// page, as HTML and again in the RSC payload, where a directory's cards would repeat all of it; as
// a client component each card there is only its few fields.
import { firstScreenImage } from '@/components/ui/first-screen-image';
import { OptimisedImage } from '@/components/ui/optimised-image';
import { ButtonLink } from '@/components/ui/button-link';
import { appointmentForDoctorPath, DOCTOR_FORM_ID, doctorPath } from '@/content/routes';
import type { DoctorCardData } from './doctor-card-data';
import styles from './doctor-card.module.scss';

/** A translated page's words; an English card keeps its own. */
export interface DoctorCardWords {
  knowYourDoctor: string;
  bookAppointment: string;
  /** The language of the hospital API's fields (name, speciality, education, about). */
  dataLanguage: string;
  /**
   * The page's language prefix ('/pa'): the doctor's page in that language, whose form books the
   * appointment (the appointment page for a doctor is English).
   */
  prefix: string;
}

interface DoctorCardViewProps {
  card: DoctorCardData;
  words?: DoctorCardWords;
  /** By default the appointment form for this doctor, built here from the card's slug. */
  bookHref?: string;
  bookLabel?: string;
  headingLevel: 'h2' | 'h3';
  /** The card opens the page's first screen: its photo is fetched at once (a directory's first row). */
  firstScreen?: boolean;
}

export function DoctorCardView({
  card,
  bookHref,
  bookLabel,
  words,
  headingLevel: Heading,
  firstScreen,
}: DoctorCardViewProps) {
  const book = bookLabel ?? words?.bookAppointment ?? 'Book an Appointment';
  const lang = words?.dataLanguage;
  return (
    <article className={styles.card} aria-labelledby={`doctor-${card.id}`}>
      {card.image ? (
        <OptimisedImage
          src={card.image}
          // On a translated page the photo is the name's decoration: the name, beside it, is
          // the hospital API's English, and an alt text cannot mark half of itself as English.
          alt={words ? '' : `Portrait of ${card.name}`}
          width={600}
          height={600}
          sizes="(min-width: 1000px) 280px, (min-width: 550px) 45vw, 80px"
          {...(firstScreen ? firstScreenImage : {})}
          className={styles.photo}
        />
      ) : null}
      <div className={styles.heading}>
        {card.badge ? (
          <p className={styles.badge} lang={lang}>
            {card.badge}
          </p>
        ) : null}
        <Heading id={`doctor-${card.id}`} className={styles.name} lang={lang}>
          {card.name}
        </Heading>
        {card.role ? (
          <p className={styles.role} lang={lang}>
            {card.role}
          </p>
        ) : null}
        {card.education ? (
          <p className={styles.education} lang={lang}>
            {card.education}
          </p>
        ) : null}
        {card.detail ? <p className={styles.detail}>{card.detail}</p> : null}
      </div>
      {card.about ? (
        <p className={styles.about} lang={lang}>
          {card.about}
        </p>
      ) : null}
      <div className={styles.actions}>
        <ButtonLink href={`${words?.prefix ?? ''}${doctorPath(card.slug)}`} variant="secondary">
          {words?.knowYourDoctor ?? 'Know Your Doctor'}
        </ButtonLink>
        {bookHref || words ? (
          <ButtonLink
            href={bookHref ?? `${words?.prefix}${doctorPath(card.slug)}#${DOCTOR_FORM_ID}`}
          >
            {book}
          </ButtonLink>
        ) : (
          // Not prefetched: each card's form is a page of its own, and a list holds dozens.
          <ButtonLink href={appointmentForDoctorPath(card.slug)} prefetch={false}>
            {book}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
