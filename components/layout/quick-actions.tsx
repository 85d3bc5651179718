import { CalendarPlus, Phone, PhoneCall } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { SocialIcon } from '@/components/ui/social-icon';
import { dialogFallbackHref } from '@/content/dialogs';
import { whatsappLink } from '@/content/navigation';
import { site } from '@/lib/site';
import { DialogTrigger } from './dialog-trigger';
import styles from './quick-actions.module.scss';

/** The floating Request a Call button, on every page. */
export function RequestCallButton() {
  return (
    <DialogTrigger
      kind="callback"
      fallbackHref={dialogFallbackHref.callback}
      className={styles.callback}
    >
      <Icon icon={PhoneCall} size={22} />
      <span className={styles.callbackLabel}>Request a Call</span>
    </DialogTrigger>
  );
}

/** Call, WhatsApp and Book, always one tap away on phones. */
export function MobileActionBar() {
  return (
    <nav aria-label="Quick actions" className={styles.bar}>
      <a className={`${styles.action} ${styles.call}`} href={`tel:${site.emergencyPhone.tel}`}>
        <Icon icon={Phone} size={22} />
        Call
      </a>
      <a
        className={`${styles.action} ${styles.whatsapp}`}
        href={whatsappLink}
        target="_blank"
        rel="noopener"
      >
        <SocialIcon network="whatsapp" size={22} />
        WhatsApp
      </a>
      <DialogTrigger
        kind="booking"
        fallbackHref={dialogFallbackHref.booking}
        className={`${styles.action} ${styles.book}`}
      >
        <Icon icon={CalendarPlus} size={22} />
        Book
      </DialogTrigger>
    </nav>
  );
}
