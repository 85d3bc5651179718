import clsx from 'clsx';
import { languageTag, locales, ownName, type Locale } from '@/lib/i18n/locales';
import { switchTarget } from '@/lib/i18n/paths';
import styles from './language-switch.module.scss';

/**
 * English · ਪੰਜਾਬੀ · हिन्दी: each language in its own script, leading to this page in that
 * language where it is translated, else to that language's home page. Plain links: changing
 * language loads the page whole, in its own document (lang, fonts).
 */
export function LanguageSwitch({
  locale,
  englishPath,
  label,
  className,
}: {
  locale: Locale;
  /** The English address of the page the switch stands on. */
  englishPath: string;
  /** The switch's name, in the page's language. */
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={clsx(styles.switch, className)}>
      <ul className={styles.list}>
        {locales.map((language) => (
          <li key={language}>
            <a
              href={switchTarget(language, englishPath)}
              lang={languageTag[language]}
              hrefLang={languageTag[language]}
              aria-current={language === locale ? 'true' : undefined}
              className={styles.link}
            >
              {ownName[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
