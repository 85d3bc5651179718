import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import {
  contactPath,
  doctorsPath,
  emergencyPath,
  homePath,
  hospitalsPath,
  menuPath,
} from '@/content/routes';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { localeLink } from '@/lib/i18n/paths';
import { LogoMark } from './logo-mark';
import { EarlyInputScript } from './early-input-script';
import { EmergencyFooter } from './emergency-footer';
import { FirstScreenSymbols } from './first-screen-symbols';
import { LanguageSwitch } from './language-switch';
import styles from './emergency-shell.module.scss';

/**
 * The emergency page's frame: the site's logo and a short navigation bar over the page, a short
 * footer under it (EmergencyFooter). No menus, dialogs or phone bar, so that on a slow phone nothing but
 * the page's own words, numbers and a few small stylesheets stand between a tap on the link and
 * the number to call (issue 43: under 1 s on a throttled phone). The page needs no script.
 * In English, Punjabi or Hindi, with a language switch above the bar.
 */
export function EmergencyShell({
  locale = 'en',
  children,
}: {
  locale?: Locale;
  children: ReactNode;
}) {
  const words = catalogue(locale).frame;
  // The ways on into the site, few enough to sit on one line beside the logo on a desktop and not
  // push the numbers to call out of a phone's first screen. "All pages" is /menu.
  const links = [
    { label: words.findDoctor, path: doctorsPath() },
    { label: words.ourHospitals, path: hospitalsPath },
    { label: words.contactUs, path: contactPath },
    { label: words.allPages, path: menuPath },
  ];
  return (
    <>
      <header className={styles.header}>
        <FirstScreenSymbols />
        <a className={styles.skip} href="#main">
          {words.skipToContent}
        </a>
        <div className={styles.languages}>
          <LanguageSwitch
            locale={locale}
            englishPath={emergencyPath}
            label={words.language}
            classes={{ list: styles.languageList, link: styles.languageLink }}
          />
        </div>
        <div className={styles.bar}>
          <Link {...localeLink(locale, homePath)} className={styles.logo}>
            <LogoMark />
            <span className="visually-hidden">{words.home}</span>
          </Link>
          <nav aria-label={words.mainNavigation} className={styles.nav}>
            <ul className={styles.links}>
              {links.map((link, index) => {
                const last = index === links.length - 1;
                return (
                  <li key={link.path} className={last ? styles.allPages : undefined}>
                    <Link {...localeLink(locale, link.path)} className={styles.link}>
                      {last && <Icon name="menu" size={20} />}
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </header>
      <EarlyInputScript holdSubmits={false} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <EmergencyFooter locale={locale} />
    </>
  );
}
