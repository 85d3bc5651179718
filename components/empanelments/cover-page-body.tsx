import type { ReactNode } from 'react';
import styles from './cover-page-body.module.scss';

/** The checker's and a scheme's page below the banner: one column of sections. */
export function CoverPageBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}
