import 'server-only';
import { languageTag, type Locale } from './locales';

// Words reach pages two ways, both from the catalogues in content/i18n: a message with
// placeholders or plurals through next-intl (getTranslations({ locale, namespace }), ICU), and
// plain words and lists (the first-aid steps, the units' names) from catalogue(locale), typed.
export { catalogue } from './catalogues';

/**
 * An ISO date as people read it in that language, by its Indian form ("14 November 2026",
 * "14 ਨਵੰਬਰ 2026", "14 नवंबर 2026"), not next-intl's bare language (which writes English the
 * American way).
 */
export function longDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(languageTag[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
