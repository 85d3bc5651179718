import type { ReactNode } from 'react';
import styles from './two-column.module.scss';

/** A main panel (usually a form) beside a column of supporting cards. */
export function TwoColumn({
  main,
  aside,
  mainLabel,
}: {
  main: ReactNode;
  aside: ReactNode;
  mainLabel: string;
}) {
  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-label={mainLabel}>
        {main}
      </section>
      <div className={styles.aside}>{aside}</div>
    </div>
  );
}

export function AsideCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={heading}>
      <h2>{heading}</h2>
      {children}
    </section>
  );
}

export const twoColumnStyles = styles;
