import clsx from 'clsx';
import { AsideCard } from '@/components/content/two-column';
import { requestStatusPage as words } from '@/content/request-status-page';
import { site } from '@/content/site';
import styles from './request-status.module.scss';

/** The aside: a person to ask, for whatever the page cannot answer. */
export function StatusHelp() {
  return (
    <AsideCard heading={words.helpHeading}>
      <p>{words.helpLead}</p>
      <span className={styles.phoneLabel}>{words.appointmentsLabel}</span>
      <a className={styles.phone} href={`tel:${site.appointmentPhone.tel}`}>
        {site.appointmentPhone.display}
      </a>
      <span className={styles.phoneLabel}>{words.emergencyLabel}</span>
      <a
        className={clsx(styles.phone, styles.emergencyPhone)}
        href={`tel:${site.emergencyPhone.tel}`}
      >
        {site.emergencyPhone.display}
      </a>
    </AsideCard>
  );
}
