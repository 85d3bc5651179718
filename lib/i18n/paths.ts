import { defaultLocale, languageTag, locales, type Locale } from './locales';

// Where each page is in each language. English pages keep the spec's addresses; a translated page
// is the same address under its language's prefix (/pa/emergency). Imports no configuration, so
// client islands may use it.

/** The English addresses that have Punjabi and Hindi twins; grows journey by journey (issue 44). */
const translatedPaths: readonly string[] = [
  '/',
  '/emergency',
  '/appointment',
  '/contact-us',
  '/thank-you',
  '/request-status',
  '/ambulance-services',
  '/specialities',
  '/doctors',
  '/doctor',
  // The six hospitals (site.units; paths.test.ts holds the two lists together).
  '/our-hospitals/amandeep-hospital-punjab',
  '/our-hospitals/amandeep-medicity-hospital-amritsar',
  '/our-hospitals/best-hospital-in-pathankot',
  '/our-hospitals/best-hospital-in-tarn-taran',
  '/our-hospitals/amandeep-hospital-ferozepur',
  '/our-hospitals/amandeep-medicity-srinagar',
];

/**
 * The translated pages whose addresses name records of the hospital API: a speciality, a doctor,
 * a speciality's doctors at a location.
 */
const translatedPatterns: readonly RegExp[] = [
  /^\/specialities\/(?!view(?:\/|$))[^/]+$/,
  /^\/doctor\/[^/]+(?:\/[^/]+)?$/,
];

/** Whether the English page at this address (a query or fragment aside) has translated twins. */
export function isTranslatedPath(address: string): boolean {
  const path = address.split(/[?#]/, 1)[0]!;
  return translatedPaths.includes(path) || translatedPatterns.some((pattern) => pattern.test(path));
}

/** The English address of a page at `path` in `locale`: the same page in another language. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The address in `locale` that the language switch offers from an English page's address: the same
 * page when it is translated, else that language's home page.
 */
export function switchTarget(locale: Locale, englishPath: string): string {
  if (locale === defaultLocale || isTranslatedPath(englishPath))
    return localePath(locale, englishPath);
  return localePath(locale, '/');
}

/**
 * The hreflang alternates of a translated page and its English twin: each language's address, and
 * English as the default for every other language.
 */
export function languageAlternates(englishPath: string): Record<string, string> | undefined {
  if (!isTranslatedPath(englishPath)) return undefined;
  return {
    ...Object.fromEntries(
      locales.map((locale) => [languageTag[locale], localePath(locale, englishPath)]),
    ),
    'x-default': englishPath,
  };
}

/**
 * A link from a page in `locale` to the page at `englishPath`: its twin in that language where
 * there is one, else the English page, marked as English (hreflang) for the reader's benefit.
 */
export function localeLink(
  locale: Locale,
  englishPath: string,
): { href: string; hrefLang?: string } {
  if (locale === defaultLocale || isTranslatedPath(englishPath)) {
    return { href: localePath(locale, englishPath) };
  }
  return { href: englishPath, hrefLang: languageTag[defaultLocale] };
}

/**
 * A page's language and English address, from its address (/pa/emergency: pa, /emergency). A
 * searchable list's view route, which the browser's router may report in place of the address the
 * visitor opened (/doctors?q=… is served by /doctors/view/q=…, lib/lists/addresses.mjs), is the
 * list's own address.
 */
export function pageLanguage(pathname: string): { locale: Locale; englishPath: string } {
  const match = /^\/(pa|hi)(?=\/|$)(.*)$/.exec(pathname);
  const [locale, path] = match ? [match[1] as Locale, match[2] || '/'] : [defaultLocale, pathname];
  return { locale, englishPath: path.replace(/^(\/[^/]+)\/view\/[^/]*$/, '$1') };
}
