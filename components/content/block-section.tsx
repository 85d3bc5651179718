import type { ReactNode } from 'react';
import styles from './block-section.module.scss';

/** One titled part of a content page: its h2 names the section for assistive technology. */
export function BlockSection({
  id,
  heading,
  lead,
  children,
}: {
  id: string;
  heading: string;
  lead?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{heading}</h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}
