import { ApiImage } from '@/components/ui/api-image';
import { ButtonLink } from '@/components/ui/button-link';
import type { Doctor } from '@/lib/hospital-api/types';
import { appointmentPath, doctorPath } from '@/lib/routes';
import styles from './doctor-card.module.scss';

function yearsOf(doctor: Doctor): string | null {
  return doctor.experienceYears !== null && doctor.experienceYears > 0
    ? `${doctor.experienceYears} years of experience`
    : null;
}

interface DoctorCardProps {
  doctor: Doctor;
  /** The directory's card: speciality badge, education and about as well. */
  detailed?: boolean;
  /** Where Book an Appointment goes: the appointment page, or the doctor's own page. */
  bookHref?: string;
  bookLabel?: string;
  headingLevel?: 'h2' | 'h3';
}

/** One doctor card everywhere: a grid card from 550 px up, a compact row with a small photo below. */
export function DoctorCard({
  doctor,
  detailed = false,
  bookHref = appointmentPath,
  bookLabel = 'Book an Appointment',
  headingLevel: Heading = 'h3',
}: DoctorCardProps) {
  const detail = [yearsOf(doctor), detailed ? null : doctor.cities.join(' · ') || null]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className={styles.card} aria-labelledby={`doctor-${doctor.id}`}>
      {doctor.image ? (
        <ApiImage
          src={doctor.image}
          alt={`Portrait of ${doctor.name}`}
          width={600}
          height={600}
          sizes="(min-width: 1000px) 280px, (min-width: 550px) 45vw, 80px"
          className={styles.photo}
        />
      ) : null}
      <div className={styles.heading}>
        {detailed && doctor.category ? <p className={styles.badge}>{doctor.category}</p> : null}
        <Heading id={`doctor-${doctor.id}`} className={styles.name}>
          {doctor.name}
        </Heading>
        {!detailed && doctor.category ? <p className={styles.role}>{doctor.category}</p> : null}
        {detailed && doctor.education ? (
          <p className={styles.education}>{doctor.education}</p>
        ) : null}
        {detail ? <p className={styles.detail}>{detail}</p> : null}
      </div>
      {detailed && doctor.about ? <p className={styles.about}>{doctor.about}</p> : null}
      <div className={styles.actions}>
        <ButtonLink href={doctorPath(doctor.slug)} variant="secondary">
          Know Your Doctor
        </ButtonLink>
        <ButtonLink href={bookHref}>{bookLabel}</ButtonLink>
      </div>
    </article>
  );
}
