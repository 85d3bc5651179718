import { Link } from '@/components/ui/link';
import { OptimisedImage } from '@/components/ui/optimised-image';
import { appointmentForDoctor } from '@/content/appointment-page';
import { cityLabel } from '@/content/doctors-page';
import type { Doctor } from '@/lib/hospital-api/types';
import { appointmentPath, doctorPath } from '@/content/routes';
import styles from './booking-doctor-summary.module.scss';

/** Above the booking form: the doctor the request is for, and the way back to a plain booking. */
export function BookingDoctorSummary({ doctor }: { doctor: Doctor }) {
  const detail = [doctor.category, ...doctor.cities.map(cityLabel)].filter(Boolean).join(' · ');
  return (
    <div className={styles.summary}>
      {doctor.image ? (
        <OptimisedImage
          src={doctor.image}
          alt=""
          width={144}
          height={144}
          sizes="72px"
          className={styles.photo}
        />
      ) : null}
      <div>
        <p className={styles.label}>{appointmentForDoctor.summaryLabel}</p>
        <p className={styles.name}>{doctor.name}</p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
        <p className={styles.links}>
          <Link href={doctorPath(doctor.slug)}>{appointmentForDoctor.profileLabel}</Link>
          <Link href={appointmentPath}>{appointmentForDoctor.withoutDoctorLabel}</Link>
        </p>
      </div>
    </div>
  );
}
