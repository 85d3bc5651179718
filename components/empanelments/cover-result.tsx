import type { ReactNode } from 'react';
import { COVER_RESULT_ID } from '@/content/routes';
import styles from './cover-result.module.scss';

/**
 * The checker's answer, whatever it is: the form sends the browser here (its action ends in
 * #answer), so on a phone the answer, not the form just filled, is what the patient sees.
 */
export function CoverResult({ children }: { children: ReactNode }) {
  return (
    <div id={COVER_RESULT_ID} className={styles.result}>
      {children}
    </div>
  );
}
