import type { Leader } from '@/content/leadership-page';
import { LeaderCard } from './leader-card';
import styles from './leader-list.module.scss';

/** The leaders in order, each portrait on the other side from the one before (spec). */
export function LeaderList({ leaders }: { leaders: readonly Leader[] }) {
  return (
    <ul className={styles.list}>
      {leaders.map((leader, index) => (
        <li key={leader.slug} className={styles.item}>
          <LeaderCard leader={leader} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
