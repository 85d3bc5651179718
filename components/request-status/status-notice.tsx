import { REQUEST_STATUS_ANSWER_ID } from '@/content/routes';
import styles from './request-status.module.scss';

/** An answer that is not a request: none found, or too many tries. Announced when it appears. */
export function StatusNotice({ heading, lead }: { heading: string; lead: string }) {
  return (
    <section
      id={REQUEST_STATUS_ANSWER_ID}
      className={styles.notice}
      aria-labelledby="status-notice-heading"
      role="status"
    >
      <h2 id="status-notice-heading">{heading}</h2>
      <p>{lead}</p>
    </section>
  );
}
