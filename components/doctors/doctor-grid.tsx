import type { Doctor } from '@/lib/hospital-api/types';
import { DoctorCard } from './doctor-card';
import styles from './doctor-grid.module.scss';

export function DoctorGrid({
  doctors,
  detailed = false,
}: {
  doctors: Doctor[];
  detailed?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {doctors.map((doctor) => (
        <li key={doctor.id}>
          <DoctorCard doctor={doctor} detailed={detailed} />
        </li>
      ))}
    </ul>
  );
}
