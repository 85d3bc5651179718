import type { ReactNode } from 'react';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/** A name put into a message: its text, and `lang` when it is not in the page's language. */
export interface MessageName {
  text: string;
  lang?: string;
}

/** The first of the characters no message holds: where each name goes in a formatted message. */
const FIRST_MARK = 0xe000;

/**
 * A message formatted by `format` around names (`{speciality}`, `{location}`): each name stays as
 * given and, when it is in another language than the page's, is marked so (lang), for screen
 * readers and hyphenation.
 */
export function withMarkedNames<Key extends string>(
  format: (marks: Record<Key, string>) => string,
  names: Record<Key, MessageName>,
): ReactNode {
  const keys = Object.keys(names) as Key[];
  const markOf = (index: number) => String.fromCharCode(FIRST_MARK + index);
  const marks = Object.fromEntries(keys.map((key, index) => [key, markOf(index)])) as Record<
    Key,
    string
  >;
  const pattern = new RegExp(`([${keys.map((_, index) => markOf(index)).join('')}])`);
  return (
    <>
      {format(marks)
        .split(pattern)
        .map((part, index) => {
          const key = keys[part.length === 1 ? part.charCodeAt(0) - FIRST_MARK : -1];
          if (key === undefined) return part;
          const { text, lang } = names[key];
          return lang ? (
            <span key={index} lang={lang}>
              {text}
            </span>
          ) : (
            text
          );
        })}
    </>
  );
}

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
  return withMarkedNames(({ name: mark }) => format(mark), { name: { text: name, lang: 'en' } });
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
