'use client';

import { usePathname } from 'next/navigation';
import { formUnavailableNotice } from '@/content/form-unavailable';
import { site } from '@/lib/site';
import styles from './form.module.scss';

const { lead, reload, afterReload } = formUnavailableNotice;

/**
 * Said where a form should be when its code could not be loaded even after retries. The link
 * reloads the whole page (a plain anchor, not a client-side move), which brings the current
 * release's files.
 */
export function FormUnavailable() {
  const pathname = usePathname();
  return (
    <p className={styles.notice} role="alert">
      {lead} <a href={pathname}>{reload}</a> {afterReload}{' '}
      <a href={`tel:${site.appointmentPhone.tel}`}>{site.appointmentPhone.display}</a>.
    </p>
  );
}
