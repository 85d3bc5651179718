import { createTranslator } from 'next-intl';
import { Link } from '@/components/ui/link';
import type { DirectoryLink, LocatorLocation } from '@/lib/doctors/directory';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import styles from './directory-index.module.scss';

interface DirectoryIndexProps {
  /** Each location named in the page's language (its `label`), with its listings. */
  index: { location: LocatorLocation & { lang?: string }; links: DirectoryLink[] }[];
  locale: Locale;
}

/**
 * Each location with a link to each of its specialities' listings: /doctor without a select. The
 * specialities stay as the hospital API names them (marked English on a translated page).
 */
export function DirectoryIndex({ index, locale }: DirectoryIndexProps) {
  const t = createTranslator({
    locale,
    messages: catalogue(locale),
    namespace: 'doctors.locator',
  });
  const dataLanguage = locale === defaultLocale ? undefined : 'en';
  return (
    <div className={styles.locations}>
      {index.map(({ location, links }) => (
        <div key={location.city} className={styles.location}>
          <h3 className={styles.name} lang={location.lang}>
            {location.label}
          </h3>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.path}>
                <Link href={localePath(locale, link.path)} lang={dataLanguage}>
                  {link.speciality}
                </Link>{' '}
                <span className={styles.count}>{t('doctorCount', { count: link.doctors })}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
