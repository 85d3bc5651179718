import { requestReferenceContent } from '@/content/status-pages';
import styles from './request-reference.module.scss';

/** A stored request's reference, set apart so it can be read out over the phone. */
export function RequestReference({
  reference,
  hint = false,
}: {
  reference: string;
  hint?: boolean;
}) {
  return (
    <span className={styles.reference}>
      {requestReferenceContent.label}: <strong className={styles.code}>{reference}</strong>
      {hint ? <span className={styles.hint}> {requestReferenceContent.hint}</span> : null}
    </span>
  );
}
