import { Link } from '@/components/ui/link';
import { privacyNotice } from '@/content/privacy-notice';
import { sitePagePath } from '@/content/routes';
import styles from './form.module.scss';

/**
 * What we keep, why, who sees it, how long, and the visitor's rights, in two lines just above the
 * submit button, with the full notice a link away. Sending the form after reading it is the
 * visitor's consent: no checkbox (the spec's forms have none). The version shown is sent with
 * the form and stored with the request (use-site-form.ts).
 */
export function PrivacyNoticeLine({
  text = privacyNotice.text,
  linkLabel = privacyNotice.linkLabel,
  linkLang,
}: {
  text?: string;
  linkLabel?: string;
  /** On a translated page: the notice it leads to is in English. */
  linkLang?: string;
}) {
  return (
    <p className={styles.privacyNotice}>
      {text}{' '}
      <Link href={`${sitePagePath('privacy-policy')}#retention`} hrefLang={linkLang}>
        {linkLabel}
      </Link>
    </p>
  );
}
