'use client';

import { usePathname } from 'next/navigation';
import { useShell } from '@/components/layout/shell-context';
import { codeUnavailableNotices } from '@/content/code-unavailable';
import { site } from '@/content/site';
import styles from '@/components/forms/form.module.scss';

/**
 * Said where a form or a slider should be when its code could not be loaded even after retries.
 * The link reloads the whole page (a plain anchor, not a client-side move), which brings the
 * current release's files; a form also gives the appointment line.
 */
export function CodeUnavailable({
  kind,
  words = { ...codeUnavailableNotices[kind], reload: codeUnavailableNotices.reload },
}: {
  kind: 'form' | 'photos';
  /** In the page's language. */
  words?: { lead: string; reload: string; afterReload: string };
}) {
  const pathname = usePathname();
  return (
    <p className={styles.notice} role="alert">
      {words.lead} <a href={pathname}>{words.reload}</a> {words.afterReload}
      {kind === 'form' ? (
        <>
          {' '}
          <a href={`tel:${site.appointmentPhone.tel}`}>{site.appointmentPhone.display}</a>.
        </>
      ) : null}
    </p>
  );
}

/** A form's place when its code could not be loaded. */
export function FormUnavailable() {
  return <CodeUnavailable kind="form" words={useShell().formUnavailable} />;
}
