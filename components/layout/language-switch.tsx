import { languageTag, locales, ownName, type Locale } from '@/lib/i18n/locales';
import { switchTarget } from '@/lib/i18n/paths';

/**
 * The switch's classes, from its frame's own stylesheet: a CSS module shared by the emergency
 * frame and the site's frame would bring the site frame's shared stylesheet to the emergency page.
 */
export interface LanguageSwitchClasses {
  nav?: string;
  list?: string;
  link?: string;
}

/**
 * English · ਪੰਜਾਬੀ · हिन्दी: each language in its own script, leading to this page in that
 * language where it is translated, else to that language's home page. Plain links: changing
 * language loads the page whole, in its own document (lang, fonts). A name in a script the page
 * has no font for is drawn by its stylesheet (scripts/make-language-names.mjs says why), and
 * named to assistive technology by the link's aria-label, in its own language.
 */
export function LanguageSwitch({
  locale,
  englishPath,
  label,
  classes,
  onChoose,
}: {
  locale: Locale;
  /** The English address of the page the switch stands on. */
  englishPath: string;
  /** The switch's name, in the page's language. */
  label: string;
  classes: LanguageSwitchClasses;
  /** Where the switch has script: remember the choice, keep the address's query (language-choice.ts). */
  onChoose?: (locale: Locale, link: HTMLAnchorElement) => void;
}) {
  const targets = locales.map((language) => ({
    language,
    href: switchTarget(language, englishPath),
  }));
  return (
    <nav aria-label={label} className={classes.nav}>
      <ul className={classes.list}>
        {targets.map(({ language, href }) => {
          const drawn = language !== locale && language !== 'en';
          return (
            <li key={language}>
              <a
                href={href}
                lang={languageTag[language]}
                hrefLang={languageTag[language]}
                aria-current={language === locale ? 'page' : undefined}
                aria-label={drawn ? ownName[language] : undefined}
                className={classes.link}
                onClick={onChoose && ((event) => onChoose(language, event.currentTarget))}
              >
                {drawn ? (
                  // In a line of its own, so that it stands on the text's baseline.
                  <span>
                    <span data-drawn-name={language} />
                  </span>
                ) : (
                  ownName[language]
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
