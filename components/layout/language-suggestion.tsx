'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { isLocale, languageTag, readInOwnLanguage, type Locale } from '@/lib/i18n/locales';
import { isTranslatedPath, localePath, pageLanguage } from '@/lib/i18n/paths';
import { chosenLanguage } from './language-choice';
import { useShell } from './shell-context';
import styles from './language-suggestion.module.scss';

const DISMISSED = 'language-suggestion-dismissed';

/**
 * A visitor who chose a language with the switch, on a page in another one that has a twin in
 * theirs: a small offer of that twin, in their language, which they may dismiss. Never a redirect,
 * and nothing from Accept-Language (search engines send none). Drawn after the page loads, from
 * the cookie: the server's page is the same for everyone.
 */
export function LanguageSuggestion() {
  const { locale, words } = useShell();
  const pathname = usePathname();
  const [chosen, setChosen] = useState<Locale | null>(null);

  useEffect(() => {
    const language = chosenLanguage();
    if (!isLocale(language) || sessionStorage.getItem(DISMISSED)) return;
    // Read once the page is in the browser: the cookie is the visitor's, not the cached page's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChosen(language);
  }, []);

  const { englishPath } = pageLanguage(pathname);
  if (!chosen || chosen === locale || !isTranslatedPath(englishPath)) return null;
  return (
    <div className={styles.suggestion}>
      <a
        href={localePath(chosen, englishPath)}
        lang={languageTag[chosen]}
        hrefLang={languageTag[chosen]}
        className={styles.link}
      >
        {readInOwnLanguage[chosen]}
      </a>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={words.close}
        onClick={() => {
          sessionStorage.setItem(DISMISSED, '1');
          setChosen(null);
        }}
      >
        <Icon name="x" size={18} />
      </button>
    </div>
  );
}
