import type { ReactNode } from 'react';
import styles from './status-page.module.scss';

interface StatusPageProps {
  label: string;
  heading: string;
  lead: string;
  /** What the visitor needs to keep or know next, between the lead and the actions. */
  details?: ReactNode;
  children?: ReactNode;
  /** 2 where the page around it already has its h1 (a list's banner). */
  headingLevel?: 1 | 2;
}

/** The body of a page that reports a state rather than content: not found, an error, thanks. */
export function StatusPage({
  label,
  heading,
  lead,
  details,
  children,
  headingLevel = 1,
}: StatusPageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.page}>
      <p className={styles.code}>{label}</p>
      <Heading>{heading}</Heading>
      <p className={styles.lead}>{lead}</p>
      {details ? <div className={styles.details}>{details}</div> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
