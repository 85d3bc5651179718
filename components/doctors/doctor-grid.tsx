import type { Doctor } from '@/lib/hospital-api/types';
import { DoctorCard } from './doctor-card';
import styles from './doctor-grid.module.scss';

export function DoctorGrid({
  doctors,
  detailed = false,
  firstScreen = 0,
}: {
  doctors: Doctor[];
  detailed?: boolean;
  /** How many cards open the page's first screen (the widest grid's first row), photos first. */
  firstScreen?: number;
}) {
  return (
    <ul className={styles.grid}>
      {doctors.map((doctor, index) => (
        <li key={doctor.id}>
          <DoctorCard doctor={doctor} detailed={detailed} firstScreen={index < firstScreen} />
        </li>
      ))}
    </ul>
  );
}
