import { requestReferenceContent } from '@/content/status-pages';
import styles from './request-reference.module.scss';

/**
 * A stored request's reference, set apart so it can be read out over the phone; `words` in the
 * page's language (the reference itself stays as it is).
 */
export function RequestReference({
  reference,
  hint = false,
  words = requestReferenceContent,
}: {
  reference: string;
  hint?: boolean;
  words?: { label: string; hint: string };
}) {
  return (
    <span className={styles.reference}>
      {words.label}: <strong className={styles.code}>{reference}</strong>
      {hint ? <span className={styles.hint}> {words.hint}</span> : null}
    </span>
  );
}
