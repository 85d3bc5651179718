import { LANGUAGE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { localePath, switchTarget } from '@/lib/i18n/paths';

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

/**
 * A switch to the same page in another language keeps what the address holds after the path (the
 * doctor search's words, a list's page, a request's reference), read when the link is followed:
 * the page is static, so its links cannot carry the visitor's query. A switch to a language's home
 * page (this page has no twin there) carries nothing.
 */
export function keepAddressDetails(link: HTMLAnchorElement, locale: Locale, englishPath: string) {
  if (switchTarget(locale, englishPath) !== localePath(locale, englishPath)) return;
  const { search, hash } = window.location;
  if (search || hash) link.href = `${localePath(locale, englishPath)}${search}${hash}`;
}
