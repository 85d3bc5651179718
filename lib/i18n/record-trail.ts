import 'server-only';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { catalogue } from './catalogues';
import { defaultLocale, type Locale } from './locales';
import { localePath } from './paths';

/**
 * A record page's trail (Home, its list, the record: a doctor, a speciality) in the page's
 * language: each step's address under the language's prefix, Home and the list named in its
 * words, the record by its own name as the hospital API gives it, marked English.
 */
export function recordTrailIn(
  locale: Locale,
  [home, list, record]: readonly [Crumb, Crumb, Crumb],
  listName: string,
): Crumb[] {
  if (locale === defaultLocale) return [home, list, record];
  const { frame } = catalogue(locale);
  const at = (crumb: Crumb) =>
    crumb.path === undefined ? {} : { path: localePath(locale, crumb.path) };
  return [
    { name: frame.linkLabels[home.name] ?? frame.home, ...at(home) },
    { name: listName, ...at(list) },
    { name: record.name, ...at(record), lang: 'en' },
  ];
}
