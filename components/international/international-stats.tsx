import type { InternationalStat } from '@/content/international-patients-page';
import styles from './international-stats.module.scss';

/** The service's figures as plain text, so they are in the server HTML and read as they are. */
export function InternationalStats({
  heading,
  stats,
}: {
  heading: string;
  stats: readonly InternationalStat[];
}) {
  return (
    <section aria-labelledby="international-stats-heading" className={styles.band}>
      <h2 id="international-stats-heading" className="visually-hidden">
        {heading}
      </h2>
      <ul className={styles.stats}>
        {stats.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <span className={styles.value}>{stat.value}</span>{' '}
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
