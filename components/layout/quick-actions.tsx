'use client';

import { Icon } from '@/components/ui/icon';
import { SocialIcon } from '@/components/ui/social-icon';
import { whatsappLink } from '@/content/navigation';
import { site } from '@/content/site';
import { DialogTrigger } from './dialog-trigger';
import { useShell } from './shell-context';
import styles from './quick-actions.module.scss';

/** The floating Request a Call button: only in a wide screen's page margin, where it covers nothing. */
export function RequestCallButton() {
  const { words, links } = useShell();
  return (
    <DialogTrigger kind="callback" fallbackHref={links.callback} className={styles.callback}>
      <Icon name="phone-call" size={24} />
      <span className={styles.callbackLabel}>{words.requestCall}</span>
    </DialogTrigger>
  );
}

/**
 * Request a Call in the header's main bar, on desktops too narrow for it to float beside the
 * content: a round phone button beside Book an Appointment, named by its hidden words. Below
 * 64 em the phone bar offers it instead.
 */
export function RequestCallInBar({ className }: { className?: string }) {
  const { words, links } = useShell();
  return (
    <DialogTrigger
      kind="callback"
      fallbackHref={links.callback}
      className={`${styles.inBar} ${className ?? ''}`}
    >
      <Icon name="phone-call" size={20} />
      <span className="visually-hidden">{words.requestCall}</span>
    </DialogTrigger>
  );
}

/** Call, a callback, WhatsApp and Book, always one tap away on phones and tablets. */
export function MobileActionBar() {
  const { words, links } = useShell();
  return (
    <>
      <div className={styles.barSpace} aria-hidden />
      <nav aria-label={words.quickActions} className={styles.bar}>
        <a className={`${styles.action} ${styles.call}`} href={`tel:${site.emergencyPhone.tel}`}>
          <Icon name="phone" size={22} />
          {words.call}
        </a>
        <DialogTrigger kind="callback" fallbackHref={links.callback} className={styles.action}>
          <Icon name="phone-call" size={22} />
          {words.callBack}
        </DialogTrigger>
        <a
          className={`${styles.action} ${styles.whatsapp}`}
          href={whatsappLink}
          target="_blank"
          rel="noopener"
        >
          <SocialIcon network="whatsapp" size={22} />
          {words.whatsapp}
        </a>
        <DialogTrigger
          kind="booking"
          fallbackHref={links.booking}
          className={`${styles.action} ${styles.book}`}
        >
          <Icon name="calendar-plus" size={22} />
          {words.bookShort}
        </DialogTrigger>
      </nav>
    </>
  );
}
