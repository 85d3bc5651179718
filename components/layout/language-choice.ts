import { LANGUAGE_COOKIE, type Locale } from '@/lib/i18n/locales';

const YEAR_S = 365 * 24 * 60 * 60;

/** Remembers the language a visitor chose with the switch, for their next visit's pages. */
export function rememberLanguage(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/** The language a visitor chose with the switch, if any. */
export function chosenLanguage(): string | undefined {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
}
