'use client';

import { Icon } from '@/components/ui/icon';
import { SocialIcon } from '@/components/ui/social-icon';
import { dialogFallbackHref } from '@/content/dialogs';
import { whatsappLink } from '@/content/navigation';
import { site } from '@/lib/site';
import { DialogTrigger } from './dialog-trigger';
import styles from './quick-actions.module.scss';

/** The floating Request a Call button: only in a wide screen's page margin, where it covers nothing. */
export function RequestCallButton() {
  return (
    <DialogTrigger
      kind="callback"
      fallbackHref={dialogFallbackHref.callback}
      className={styles.callback}
    >
      <Icon name="phone-call" size={24} />
      <span className={styles.callbackLabel}>Request a Call</span>
    </DialogTrigger>
  );
}

/**
 * Request a Call docked as one of the header's helplines, on desktops too narrow for it to float
 * beside the content. Below 1024 px the phone bar offers it instead.
 */
export function RequestCallHelpline({ className }: { className?: string }) {
  return (
    <li className={styles.dockedItem}>
      <DialogTrigger
        kind="callback"
        fallbackHref={dialogFallbackHref.callback}
        className={className}
      >
        <Icon name="phone-call" size={16} />
        Request a Call
      </DialogTrigger>
    </li>
  );
}

/** Call, a callback, WhatsApp and Book, always one tap away on phones and tablets. */
export function MobileActionBar() {
  return (
    <>
      <div className={styles.barSpace} aria-hidden />
      <nav aria-label="Quick actions" className={styles.bar}>
        <a className={`${styles.action} ${styles.call}`} href={`tel:${site.emergencyPhone.tel}`}>
          <Icon name="phone" size={22} />
          Call
        </a>
        <DialogTrigger
          kind="callback"
          fallbackHref={dialogFallbackHref.callback}
          className={styles.action}
        >
          <Icon name="phone-call" size={22} />
          Call back
        </DialogTrigger>
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
          <Icon name="calendar-plus" size={22} />
          Book
        </DialogTrigger>
      </nav>
    </>
  );
}
