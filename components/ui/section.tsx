import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './section.module.scss';

interface SectionProps {
  id: string;
  heading: ReactNode;
  lead?: string;
  /** An action beside the heading, such as a "view all" link. */
  action?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** A page band with a heading that names it for assistive technology. */
export function Section({ id, heading, lead, action, tinted, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx(styles.section, tinted && styles.tinted)}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <div>
            <h2 id={headingId}>{heading}</h2>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
