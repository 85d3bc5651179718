import type { CategorySummary } from '@/lib/hospital-api/types';
import { SpecialityCard } from './speciality-card';
import styles from './speciality-grid.module.scss';

export function SpecialityGrid({ specialities }: { specialities: CategorySummary[] }) {
  return (
    <ul className={styles.grid}>
      {specialities.map((speciality) => (
        <li key={speciality.id}>
          <SpecialityCard speciality={speciality} />
        </li>
      ))}
    </ul>
  );
}
