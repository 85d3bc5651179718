import { AwardCard } from '@/components/media/award-card';
import type { Award } from '@/lib/hospital-api';
import styles from './award-grid.module.scss';

/** Every award as a card: 3 columns on desktops, 2 on tablets, 1 on phones; the page opens on it. */
export function AwardGrid({ awards }: { awards: readonly Award[] }) {
  return (
    <ul className={styles.grid}>
      {awards.map((award, index) => (
        <li key={award.id}>
          <AwardCard award={award} firstScreen={index === 0} />
        </li>
      ))}
    </ul>
  );
}
