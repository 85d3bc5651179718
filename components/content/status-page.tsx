import type { ReactNode } from 'react';
import styles from './status-page.module.scss';

interface StatusPageProps {
  label: string;
  heading: string;
  lead: string;
  children?: ReactNode;
}

/** The body of a page that reports a state rather than content: not found, an error, thanks. */
export function StatusPage({ label, heading, lead, children }: StatusPageProps) {
  return (
    <div className={styles.page}>
      <p className={styles.code}>{label}</p>
      <h1>{heading}</h1>
      <p className={styles.lead}>{lead}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
