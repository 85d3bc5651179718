'use client';

import { Icon } from '@/components/ui/icon';
import { SocialIcon } from '@/components/ui/social-icon';
import { dialogFallbackHref } from '@/content/dialogs';
import { whatsappLink } from '@/content/navigation';
import { site } from '@/content/site';
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
 * Request a Call in the header's main bar, on desktops too narrow for it to float beside the
 * content: a round phone button beside Book an Appointment, named by its hidden words. Below
 * 64 em the phone bar offers it instead.
 */
export function RequestCallInBar({ className }: { className?: string }) {
  return (
    <DialogTrigger
      kind="callback"
      fallbackHref={dialogFallbackHref.callback}
      className={`${styles.inBar} ${className ?? ''}`}
    >
      <Icon name="phone-call" size={20} />
      <span className="visually-hidden">Request a Call</span>
    </DialogTrigger>
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
