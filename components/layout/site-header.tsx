'use client';

// A client component without state on purpose: its links come from content/ (in the bundle already
// for the mobile menu), so the page's RSC payload carries only the specialities, not the markup again.
import Image from 'next/image';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import buttonStyles from '@/components/ui/button-link.module.scss';
import { utilityLinks, type NavMenu } from '@/content/navigation';
import { dialogFallbackHref } from '@/content/dialogs';
import { homePath } from '@/lib/routes';
import { site } from '@/lib/site';
import { DialogTrigger } from './dialog-trigger';
import { MainNav } from './main-nav';
import { MenuLink } from './menu-links';
import { MobileMenu } from './mobile-menu';
import { RequestCallHelpline } from './quick-actions';
import styles from './site-header.module.scss';

export function SiteHeader({ specialitiesMenu }: { specialitiesMenu: NavMenu }) {
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <div className={styles.utility}>
        <div className={styles.utilityInner}>
          <ul className={styles.helplines} aria-label="Helplines">
            <li>
              <a className={styles.helpline} href={`tel:${site.emergencyPhone.tel}`}>
                <span className={styles.emergencyDot} aria-hidden />
                24/7 Emergency: {site.emergencyPhone.display}
              </a>
            </li>
            <li>
              <a className={styles.helpline} href={`tel:${site.appointmentPhone.tel}`}>
                <Icon name="phone" size={16} />
                Appointments: {site.appointmentPhone.display}
              </a>
            </li>
            <RequestCallHelpline className={styles.helpline} />
          </ul>
          <div className={styles.utilityRight}>
            <ul className={styles.utilityLinks}>
              {utilityLinks.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className={styles.bar}>
        <Link href={homePath} className={styles.logo} aria-label={`${site.brand}, home`}>
          <Image src="/images/logo.svg" alt="" width={216} height={48} loading="eager" />
        </Link>
        <MainNav specialitiesMenu={specialitiesMenu} />
        <div className={styles.actions}>
          <DialogTrigger
            kind="booking"
            fallbackHref={dialogFallbackHref.booking}
            className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.book}`}
          >
            Book an Appointment
          </DialogTrigger>
          <MobileMenu specialitiesMenu={specialitiesMenu} />
        </div>
      </div>
    </header>
  );
}
