import { ApiImage } from '@/components/ui/api-image';
import { ButtonLink } from '@/components/ui/button-link';
import type { Doctor } from '@/lib/hospital-api/types';
import styles from './doctor-card.module.scss';

function detailLine(doctor: Doctor): string {
  const parts: string[] = [];
  if (doctor.experienceYears !== null && doctor.experienceYears > 0) parts.push(`${doctor.experienceYears} years of experience`);
  if (doctor.cities.length > 0) parts.push(doctor.cities.join(' · '));
  return parts.join(' · ');
}

export function DoctorCard({ doctor }: { doctor: Doctor }) {
  const detail = detailLine(doctor);
  return (
    <article className={styles.card} aria-labelledby={`doctor-${doctor.id}`}>
      {doctor.image ? (
        <ApiImage
          src={doctor.image}
          alt={`Portrait of ${doctor.name}`}
          width={600}
          height={600}
          sizes="(min-width: 1000px) 280px, (min-width: 550px) 45vw, 90vw"
          className={styles.photo}
        />
      ) : null}
      <div className={styles.body}>
        <h3 id={`doctor-${doctor.id}`} className={styles.name}>
          {doctor.name}
        </h3>
        {doctor.category ? <p className={styles.role}>{doctor.category}</p> : null}
        {detail ? <p className={styles.detail}>{detail}</p> : null}
        <div className={styles.actions}>
          <ButtonLink href={`/doctor/${encodeURIComponent(doctor.slug)}`} variant="secondary">
            Know Your Doctor
          </ButtonLink>
          <ButtonLink href="/appointment">Book an Appointment</ButtonLink>
        </div>
      </div>
    </article>
  );
}
