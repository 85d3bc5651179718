import { forms as english } from '@/content/i18n/en/forms';
import { defaultLocale, isLocale, languageTag, type Locale } from './locales';

// A form's messages in the page's language. The schemas and handlers give the spec's English words
// (content/i18n/en/forms.ts, keyed by rule); here a message is traced back to its rule and said
// with the words of another language's table, its values ({max}, {phone}) carried over. Client
// safe: a Punjabi or Hindi form gets its table as a prop and localises the browser's messages too.

export type FormWords = typeof english;

interface Rule {
  path: string[];
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function rulesOf(value: unknown, path: string[] = []): Rule[] {
  if (typeof value === 'string') {
    const names = [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const source = value
      .split(/\{\w+\}/)
      .map(escape)
      .join('(.+?)');
    return [{ path, pattern: new RegExp(`^${source}$`), names }];
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    rulesOf(child, [...path, key]),
  );
}

const RULES = rulesOf(english);

const at = (words: unknown, path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], words);

/** An English form message in the words of `words` (another language's table); else as it came. */
export function localiseFormMessage(message: string, words: FormWords): string {
  if (words === english) return message;
  for (const rule of RULES) {
    const match = rule.pattern.exec(message);
    if (!match) continue;
    const template = at(words, rule.path);
    if (typeof template !== 'string') return message;
    return rule.names.reduce(
      (text, name, index) => text.replace(`{${name}}`, match[index + 1]!),
      template,
    );
  }
  return message;
}

/** The hidden field, and the header (Content-Language), that say which language a form was sent in. */
export const LANGUAGE_FIELD = 'language';

/** The language a form post was sent in: its field, else its Content-Language, else English. */
export function postLanguage(headers: Headers, fields?: Record<string, unknown>): Locale {
  const field = fields?.[LANGUAGE_FIELD];
  if (isLocale(field)) return field;
  const header = headers.get('content-language')?.trim().toLowerCase();
  const tagged = Object.entries(languageTag).find(([, tag]) => tag.toLowerCase() === header)?.[0];
  return isLocale(tagged) ? tagged : isLocale(header) ? header : defaultLocale;
}
