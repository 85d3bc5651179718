import { formLoadingNotices } from '@/content/forms';
import { site } from '@/content/site';
import styles from './form.module.scss';
import { HELD_NOTICE } from './held-submit';

function AppointmentLine() {
  return <a href={`tel:${site.appointmentPhone.tel}`}>{site.appointmentPhone.display}</a>;
}

/**
 * What the form says while its page has not finished loading: shown by the page's inline script
 * when a held submit has waited too long (hold-early-submit.ts), and hidden again once the form is
 * ready; and, for a browser that runs no script, a way to reach us instead.
 */
export function HeldSubmitNotice({
  words = formLoadingNotices,
}: {
  /** In the page's language: each is followed by the appointments number. */
  words?: { held: string; noScript: string };
}) {
  return (
    <>
      <p {...{ [HELD_NOTICE]: '' }} className={styles.notice} role="alert" hidden>
        {words.held} <AppointmentLine />.
      </p>
      <noscript>
        <p className={styles.notice}>
          {words.noScript} <AppointmentLine />.
        </p>
      </noscript>
    </>
  );
}
