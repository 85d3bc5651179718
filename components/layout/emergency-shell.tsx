import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { emergencyShellLinks } from '@/content/navigation';
import { homePath } from '@/content/routes';
import { site } from '@/content/site';
import { LogoMark } from './logo-mark';
import { EmergencyFooter } from './emergency-footer';
import { FirstScreenSymbols } from './first-screen-symbols';
import styles from './emergency-shell.module.scss';

/**
 * The emergency page's frame: the site's logo and a short navigation bar over the page, a short
 * footer under it (EmergencyFooter). No menus, dialogs or phone bar, so that on a slow phone nothing but
 * the page's own words, numbers and a few small stylesheets stand between a tap on the link and
 * the number to call (issue 43: under 1 s on a throttled phone). The page needs no script.
 */
export function EmergencyShell({ children }: { children: ReactNode }) {
  return (
    <>
      <header className={styles.header}>
        <FirstScreenSymbols />
        <a className={styles.skip} href="#main">
          Skip to content
        </a>
        <div className={styles.bar}>
          <Link href={homePath} className={styles.logo}>
            <LogoMark />
            <span className="visually-hidden">{site.brand}, home</span>
          </Link>
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.links}>
              {emergencyShellLinks.map((link, index) => {
                const last = index === emergencyShellLinks.length - 1;
                return (
                  <li key={link.href} className={last ? styles.allPages : undefined}>
                    <Link href={link.href} className={styles.link}>
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
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <EmergencyFooter />
    </>
  );
}
