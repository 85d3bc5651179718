'use client';

// A client component without state on purpose: its fixed links come from content/ (in the bundle
// already for the mobile menu), so the page's RSC payload carries only the menus built on the server
// (specialities, centres, services), not the markup again.
import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import buttonStyles from '@/components/ui/button-link.module.scss';
import type { HeaderMenus } from '@/content/navigation';
import { site } from '@/content/site';
import { DialogTrigger } from './dialog-trigger';
import { FirstScreenSymbols } from './first-screen-symbols';
import { HeaderLanguageSwitch } from './header-language-switch';
import { LogoMark } from './logo-mark';
import { MainNav, StripMoreMenu } from './main-nav';
import { MenuLink } from './menu-links';
import { MobileMenu } from './mobile-menu';
import { RequestCallInBar } from './quick-actions';
import { useShell } from './shell-context';
import styles from './site-header.module.scss';

/**
 * The slim bar (helplines and secondary pages) over the main bar (logo, menus, Book an
 * Appointment). From 64 em the main bar stays at the top of the window as the page scrolls, so
 * booking and a call-back are always on screen; below it the phone bar at the foot does that.
 */
export function SiteHeader({ menus }: { menus: HeaderMenus }) {
  const { words, frame, links } = useShell();
  return (
    <header className={styles.header}>
      <FirstScreenSymbols />
      <a className={styles.skip} href="#main">
        {frame.skipToContent}
      </a>
      <div className={styles.utility}>
        <div className={styles.utilityInner}>
          <MenuLink link={links.emergency} className={styles.emergencyPage} />
          <ul className={styles.helplines} aria-label={words.helplines}>
            <li>
              <a className={styles.helpline} href={`tel:${site.emergencyPhone.tel}`}>
                <span className={styles.emergencyDot} aria-hidden />
                {words.emergencyLine}: {site.emergencyPhone.display}
              </a>
            </li>
            <li>
              <a className={styles.helpline} href={`tel:${site.appointmentPhone.tel}`}>
                <Icon name="phone" size={16} />
                {words.phonePurposes.Appointments}: {site.appointmentPhone.display}
              </a>
            </li>
          </ul>
          <ul className={styles.utilityLinks}>
            {links.strip.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} newTab={frame.opensInNewTab} />
              </li>
            ))}
            <StripMoreMenu />
          </ul>
        </div>
      </div>
      <div className={styles.bar}>
        <Link href={links.home.href} hrefLang={links.home.hrefLang} className={styles.logo}>
          <LogoMark />
          <span className="visually-hidden">{frame.home}</span>
        </Link>
        <MainNav menus={menus} />
        <div className={styles.actions}>
          <RequestCallInBar className={styles.callBack} />
          <DialogTrigger
            kind="booking"
            fallbackHref={links.booking}
            className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.book}`}
          >
            {words.bookBefore && <span className={styles.bookRest}>{words.bookBefore}</span>}
            {words.book}
            {words.bookAfter && <span className={styles.bookRest}>{words.bookAfter}</span>}
          </DialogTrigger>
          <MobileMenu menus={menus} />
        </div>
      </div>
      {/* Shown at the slim bar's end, but last in the header's order: Book stays within 15 Tabs
          of the top of the page (issue 41), and the languages follow the header's tasks. */}
      <div className={styles.languageSlot}>
        <HeaderLanguageSwitch tone="onDark" className={styles.languages} />
      </div>
    </header>
  );
}
