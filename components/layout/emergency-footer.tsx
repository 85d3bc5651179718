import { Link } from '@/components/ui/link';
import { requestStatusLink } from '@/content/navigation';
import { footerLegalLinks } from '@/content/registry-menus';
import { hospitalsPath } from '@/content/routes';
import { site } from '@/content/site';
import styles from './emergency-footer.module.scss';

const links = [
  { label: 'All our hospitals', href: hospitalsPath },
  requestStatusLink,
  ...footerLegalLinks,
];

/**
 * The emergency page's footer: the site's footer without its six-hospital block, which the page
 * above it already is (each site with its emergency number, address and directions), and without
 * its menus, which the page's header leads to (All pages); the social accounts are named in words. A server component with a stylesheet of
 * its own: it brings the page no script and no part of the site frame's shared stylesheet.
 */
export function EmergencyFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <p className={styles.brand}>{site.description}</p>
          <ul className={styles.social} aria-label="Social media">
            {site.social.map((account) => (
              <li key={account.network}>
                <a href={account.url} target="_blank" rel="noopener">
                  {account.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.label}>
                {link.href ? (
                  <Link href={link.href}>{link.label}</Link>
                ) : (
                  <span className={styles.placeholder}>{link.label}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {site.copyrightYear} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
