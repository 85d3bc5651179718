'use client';

// A client component without state on purpose: as a server component its markup travelled twice in
// every page, as HTML and again in the RSC payload. Only what is built on the server is props: the
// specialities (from the API) and the links to content pages (from the registries).
import { OptimisedImage } from '@/components/ui/optimised-image';
import { Link } from '@/components/ui/link';
import { EmailAddress } from '@/components/ui/email-address';
import { Icon } from '@/components/ui/icon';
import type { NavLink, NavPlaceholder } from '@/content/navigation';
import type { FooterSpecialities } from '@/lib/specialities/footer';
import { specialitiesPath, specialityPath } from '@/content/routes';
import { site } from '@/content/site';
import { localePath } from '@/lib/i18n/paths';
import styles from './site-footer.module.scss';
import { FooterGroup } from './footer-group';
import { useShell } from './shell-context';
import { SocialStrip } from './social-strip';

interface SiteFooterProps {
  specialities: FooterSpecialities;
  patientLinks: readonly NavLink[];
  legalLinks: readonly (NavLink | (NavPlaceholder & { lang?: string }))[];
}

export function SiteFooter({ specialities, patientLinks, legalLinks }: SiteFooterProps) {
  const { locale, words, frame, links, units } = useShell();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brandBlock}>
            <Link
              href={links.home.href}
              hrefLang={links.home.hrefLang}
              className={styles.logo}
              aria-label={frame.home}
            >
              <OptimisedImage src="/images/logo.svg" alt="" width={180} height={40} />
            </Link>
            <p>{frame.description}</p>
            <SocialStrip label={frame.socialMedia} linkName={words.socialOn} />
          </div>
          <section aria-labelledby="footer-sites">
            <h2 id="footer-sites" className={styles.columnHeading}>
              {words.footerHospitals}
            </h2>
            <ul className={styles.sites}>
              {units.map((unit) => (
                <li key={unit.id}>
                  <h3 className={styles.siteName}>{unit.name}</h3>
                  <address className={styles.address}>{unit.address}</address>
                  <ul className={styles.contactList}>
                    {unit.phones.map((phone) => (
                      <li key={phone.tel}>
                        <a href={`tel:${phone.tel}`}>
                          <Icon name="phone" size={16} />
                          <span>
                            <span className={styles.purpose}>
                              {words.phonePurposes[phone.purpose]}:
                            </span>{' '}
                            <span className={styles.number}>{phone.display}</span>
                          </span>
                        </a>
                      </li>
                    ))}
                    <li>
                      <a href={`mailto:${unit.email}`}>
                        <Icon name="mail" size={16} /> <EmailAddress address={unit.email} />
                      </a>
                    </li>
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className={styles.columns}>
          <FooterGroup id="footer-patients" title={words.footerPatients}>
            <ul className={`${styles.linkList} ${styles.twoColumns}`}>
              {patientLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} hrefLang={link.hrefLang} lang={link.lang}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </FooterGroup>
          <FooterGroup id="footer-specialities" title={words.footerSpecialities}>
            <ul className={styles.linkList}>
              {specialities.items.map((speciality) => (
                <li key={speciality.id}>
                  <Link
                    href={localePath(locale, specialityPath(speciality.slug))}
                    lang={specialities.lang}
                  >
                    {speciality.name}
                  </Link>
                </li>
              ))}
              {specialities.showMore ? (
                <li>
                  <Link
                    href={localePath(locale, specialitiesPath())}
                    aria-label={words.moreSpecialities}
                  >
                    {words.moreShort}
                  </Link>
                </li>
              ) : null}
            </ul>
          </FooterGroup>
          <FooterGroup id="footer-legal" title={words.footerLegal}>
            <ul className={styles.linkList}>
              {legalLinks.map((link) => (
                <li key={link.label}>
                  {link.href ? (
                    <Link href={link.href} hrefLang={link.hrefLang} lang={link.lang}>
                      {link.label}
                    </Link>
                  ) : (
                    <span className={styles.placeholder} lang={link.lang}>
                      {link.label}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </FooterGroup>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © {site.copyrightYear} {site.brand}. {frame.allRightsReserved}
          </p>
          <Link
            href={links.requestStatus.href}
            hrefLang={links.requestStatus.hrefLang}
            className={styles.bottomLink}
          >
            {links.requestStatus.label}
          </Link>
        </div>
      </div>
    </footer>
  );
}
