import type { Doctor } from '@/lib/hospital-api/types';
import { DoctorCard } from './doctor-card';
import styles from './doctor-grid.module.scss';

export function DoctorGrid({ doctors }: { doctors: Doctor[] }) {
  return (
    <ul className={styles.grid}>
      {doctors.map((doctor) => (
        <li key={doctor.id}>
          <DoctorCard doctor={doctor} />
        </li>
      ))}
    </ul>
  );
}
