import { Link } from '@/components/ui/link';
import { footerLegalLinks } from '@/content/registry-menus';
import { hospitalsPath, requestStatusPath } from '@/content/routes';
import { site } from '@/content/site';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { localeLink } from '@/lib/i18n/paths';
import styles from './emergency-footer.module.scss';

/**
 * The emergency page's footer: the site's footer without its six-hospital block, which the page
 * above it already is (each site with its emergency number, address and directions), and without
 * its menus, which the page's header leads to (All pages); the social accounts are named in words. A server component with a stylesheet of
 * its own: it brings the page no script and no part of the site frame's shared stylesheet.
 */
export function EmergencyFooter({ locale }: { locale: Locale }) {
  const words = catalogue(locale).frame;
  const links = [
    { label: words.allOurHospitals, href: hospitalsPath },
    { label: words.requestStatus, href: requestStatusPath },
    ...footerLegalLinks.map((link) => ({
      ...link,
      label: words.linkLabels[link.label] ?? link.label,
    })),
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <p className={styles.brand}>{words.description}</p>
          <ul className={styles.social} aria-label={words.socialMedia}>
            {site.social.map((account) => (
              <li key={account.network}>
                <a href={account.url} target="_blank" rel="noopener">
                  {account.label}
                  <span className="visually-hidden"> {words.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={words.footerNavigation}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.label}>
                {link.href ? (
                  <Link {...localeLink(locale, link.href)}>{link.label}</Link>
                ) : (
                  <span className={styles.placeholder}>{link.label}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {site.copyrightYear} {site.brand}. {words.allRightsReserved}
        </p>
      </div>
    </footer>
  );
}
