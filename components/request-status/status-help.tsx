import clsx from 'clsx';
import { AsideCard } from '@/components/content/two-column';
import { site } from '@/content/site';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import styles from './request-status.module.scss';

/** The aside: a person to ask, for whatever the page cannot answer. */
export function StatusHelp({ locale }: { locale: Locale }) {
  const words = catalogue(locale).requestStatus;
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
