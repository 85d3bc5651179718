'use client';

// A client component without state on purpose: a server component's markup travels twice in the
// page, as HTML and again in the RSC payload, where a directory's cards would repeat all of it; as
// a client component each card there is only its few fields.
import { OptimisedImage } from '@/components/ui/optimised-image';
import { ButtonLink } from '@/components/ui/button-link';
import { appointmentForDoctorPath, doctorPath } from '@/content/routes';
import type { DoctorCardData } from './doctor-card-data';
import styles from './doctor-card.module.scss';

interface DoctorCardViewProps {
  card: DoctorCardData;
  /** By default the appointment form for this doctor, built here from the card's slug. */
  bookHref?: string;
  bookLabel?: string;
  headingLevel: 'h2' | 'h3';
}

export function DoctorCardView({
  card,
  bookHref,
  bookLabel = 'Book an Appointment',
  headingLevel: Heading,
}: DoctorCardViewProps) {
  return (
    <article className={styles.card} aria-labelledby={`doctor-${card.id}`}>
      {card.image ? (
        <OptimisedImage
          src={card.image}
          alt={`Portrait of ${card.name}`}
          width={600}
          height={600}
          sizes="(min-width: 1000px) 280px, (min-width: 550px) 45vw, 80px"
          className={styles.photo}
        />
      ) : null}
      <div className={styles.heading}>
        {card.badge ? <p className={styles.badge}>{card.badge}</p> : null}
        <Heading id={`doctor-${card.id}`} className={styles.name}>
          {card.name}
        </Heading>
        {card.role ? <p className={styles.role}>{card.role}</p> : null}
        {card.education ? <p className={styles.education}>{card.education}</p> : null}
        {card.detail ? <p className={styles.detail}>{card.detail}</p> : null}
      </div>
      {card.about ? <p className={styles.about}>{card.about}</p> : null}
      <div className={styles.actions}>
        <ButtonLink href={doctorPath(card.slug)} variant="secondary">
          Know Your Doctor
        </ButtonLink>
        {bookHref ? (
          <ButtonLink href={bookHref}>{bookLabel}</ButtonLink>
        ) : (
          // Not prefetched: each card's form is a page of its own, and a list holds dozens.
          <ButtonLink href={appointmentForDoctorPath(card.slug)} prefetch={false}>
            {bookLabel}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
