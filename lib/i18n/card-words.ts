import 'server-only';
import { createTranslator } from 'next-intl';
import { site } from '@/content/site';
import { displayDate } from '@/lib/dates';
import { catalogue } from './catalogues';
import { defaultLocale, type Locale } from './locales';
import { pageLocale } from './page-locale';
import { longDate } from './server';

/**
 * The shared cards' words in the page's language (content/i18n/en/cards.ts): `t` formats the ICU
 * messages; `translated` is false on an English page, where a card keeps the English its own code
 * ships with and adds nothing to the page's payload.
 */
export function cardWords(locale: Locale = pageLocale()) {
  const messages = catalogue(locale);
  return {
    locale,
    translated: locale !== defaultLocale,
    t: createTranslator({ locale, messages, namespace: 'cards' }),
    /** An ISO date as the page's readers write it. */
    date: (isoDate: string) =>
      locale === defaultLocale ? displayDate(isoDate) : longDate(locale, isoDate),
    /** The `lang` of the hospital API's texts on a translated page; none on an English one. */
    dataLanguage: locale === defaultLocale ? undefined : ('en' as const),
  };
}

/**
 * A place a doctor practises, as the hospital API writes it, in the page's script when it is one
 * of the units' cities ("Amritsar": ਅੰਮ੍ਰਿਤਸਰ) or a unit's own city value ("Medicity Amritsar"),
 * else as given and marked as English.
 */
export function placeNameIn(locale: Locale, city: string): { text: string; lang?: 'en' } {
  const words = catalogue(locale).units;
  const wanted = city.trim().toLowerCase();
  const byCity = site.units.find((unit) => unit.city.toLowerCase() === wanted);
  if (byCity) return { text: words[byCity.id].city };
  const byApiCity = site.units.find((unit) => unit.apiCity.toLowerCase() === wanted);
  if (byApiCity) return { text: words[byApiCity.id].shortName };
  return locale === defaultLocale ? { text: city } : { text: city, lang: 'en' };
}

/** A place's name alone (placeNameIn), where the text around it is the API's own. */
export function placeName(locale: Locale, city: string): string {
  return placeNameIn(locale, city).text;
}
