// The site's languages. Imports nothing, so that client islands can use it at no cost.

/** English (the spec's words, at the site's own addresses), Punjabi and Hindi (under /pa, /hi). */
export const locales = ['en', 'pa', 'hi'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The language tag of each language as written in the page: <html lang>, hreflang. */
export const languageTag: Record<Locale, string> = { en: 'en-IN', pa: 'pa-IN', hi: 'hi-IN' };

/** Open Graph writes its locales with an underscore. */
export const openGraphLocale: Record<Locale, string> = { en: 'en_IN', pa: 'pa_IN', hi: 'hi_IN' };

/** Each language's name in its own script: what the language switch shows. */
export const ownName: Record<Locale, string> = { en: 'English', pa: 'ਪੰਜਾਬੀ', hi: 'हिन्दी' };

/**
 * The cookie that remembers the language a visitor chose with the switch, a year: the next
 * visit's pages then offer their twin in it (LanguageSuggestion). Never a redirect.
 */
export const LANGUAGE_COOKIE = 'language';

/** The offer to read a page in the visitor's chosen language, in that language's words. */
export const readInOwnLanguage: Record<Locale, string> = {
  en: 'Read this page in English',
  pa: 'ਇਹ ਪੰਨਾ ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ',
  hi: 'यह पेज हिन्दी में पढ़ें',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
