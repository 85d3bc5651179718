import type { ReactNode } from 'react';
import { Faq } from '@/components/content/faq';
import type { FaqContent } from '@/content/blocks';
import styles from './empanelments-body.module.scss';

/** The page between its banner and its call to action: the sections, then the FAQ band. */
export function EmpanelmentsBody({ children, faq }: { children: ReactNode; faq: FaqContent }) {
  return (
    <>
      <div className={styles.body}>{children}</div>
      <div className={styles.faqBand}>
        <div className={styles.faqInner}>
          <Faq faq={faq} />
        </div>
      </div>
    </>
  );
}
