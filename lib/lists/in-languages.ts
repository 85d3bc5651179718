import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { TRANSLATED_LISTS } from './addresses.mjs';
import type { List, ListView } from './define-list';

/** An English list and its twins at /pa/… and /hi/… (lib/lists/addresses.mjs), by language. */
export function listInLanguages<View extends ListView, Page, Api>(
  list: List<View, Page, Api>,
): Record<Locale, List<View, Page, Api>> {
  const twin = (locale: Exclude<Locale, 'en'>) => {
    const address = TRANSLATED_LISTS.find(
      (candidate) => candidate.source === localePath(locale, list.address.source),
    );
    if (!address) throw new Error(`${list.address.source} has no ${locale} address`);
    return list.at(address);
  };
  return { en: list, pa: twin('pa'), hi: twin('hi') };
}
