import { HrDeskLink } from './hr-desk-link';
import styles from './hr-desk-note.module.scss';

/** A closing line under the openings: one more way in, for whoever found nothing to suit them. */
export function HrDeskNote({ text }: { text: string }) {
  return (
    <p className={styles.note}>
      {text} <HrDeskLink />
    </p>
  );
}
