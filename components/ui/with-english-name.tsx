import type { ReactNode } from 'react';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/** A character no message holds: where the name goes in a formatted message. */
const NAME_MARK = '\uE000';

/**
 * A message that holds a name the hospital API gives (a speciality's), formatted by `format`: on
 * an English page the plain text; on a translated page the page's words around the name, which
 * stays in English and is marked so (lang), for screen readers and hyphenation.
 */
export function withEnglishName(
  format: (name: string) => string,
  name: string,
  translated: boolean,
): ReactNode {
  if (!translated) return format(name);
  const [before = '', after = ''] = format(NAME_MARK).split(NAME_MARK);
  return (
    <>
      {before}
      <span lang="en">{name}</span>
      {after}
    </>
  );
}

/**
 * A message that repeats what the reader typed (a search): on a translated page, text in Latin
 * letters (a name as the API writes it) is marked as English; text in the page's script is not.
 */
export function withTypedText(
  format: (text: string) => string,
  text: string,
  locale: Locale,
): ReactNode {
  return withEnglishName(format, text, locale !== defaultLocale && /[A-Za-z]/.test(text));
}
