import { AwardCard } from '@/components/media/award-card';
import type { Award } from '@/lib/hospital-api';
import styles from './award-grid.module.scss';

/** Every award as a card: 3 columns on desktops, 2 on tablets, 1 on phones. */
export function AwardGrid({ awards }: { awards: readonly Award[] }) {
  return (
    <ul className={styles.grid}>
      {awards.map((award) => (
        <li key={award.id}>
          <AwardCard award={award} />
        </li>
      ))}
    </ul>
  );
}
