import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { unitEntries } from '@/content/units';
import { allowedLatinWords } from './allowed-latin';
import { translatedUnits } from './units';

// The translated content entries (a hospital's page in Punjabi or Hindi, content/i18n/{pa,hi}/units)
// are the English entries with their words in another language: the same sections, lists, rows
// and questions in the same order, the same addresses, pictures and numbers. Only the words differ.

/** Values that are addresses or settings, not words: a translation keeps them as they are. */
const NOT_WORDS = new Set(['link', 'src', 'url', 'href', 'kind', 'phone', 'layout']);

/** Keys a translation may add: what a tick and a cross say, a section's English anchor. */
const MAY_ADD = new Set(['booleanLabels', 'anchor']);

/** Every difference of shape or of a value that must not change, with its path. */
function differences(english: unknown, translated: unknown, path = ''): string[] {
  if (typeof english === 'string') {
    const key = path.split('.').at(-1)!;
    if (NOT_WORDS.has(key))
      return english === translated ? [] : [`${path}: ${String(translated)} ≠ ${english}`];
    return typeof translated === 'string' ? [] : [`${path}: not text`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length)
      return [`${path}: ${english.length} items in English`];
    return english.flatMap((item, index) =>
      differences(item, translated[index], `${path}.${index}`),
    );
  }
  if (english && typeof english === 'object') {
    if (!translated || typeof translated !== 'object') return [`${path}: missing`];
    const keys = Object.keys(english);
    const extra = Object.keys(translated).filter((key) => !keys.includes(key) && !MAY_ADD.has(key));
    return [
      ...extra.map((key) => `${path}.${key}: not in English`),
      ...keys.flatMap((key) =>
        differences(
          (english as Record<string, unknown>)[key],
          (translated as Record<string, unknown>)[key],
          path ? `${path}.${key}` : key,
        ),
      ),
    ];
  }
  return english === translated ? [] : [`${path}: ${String(translated)} ≠ ${String(english)}`];
}

/** The words of an entry (not its addresses), with their paths. */
function words(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string')
    return NOT_WORDS.has(path.split('.').at(-1)!) ? [] : [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) =>
      words(child, path ? `${path}.${key}` : key),
    );
  return [];
}

const scripts = { pa: /[\u0A00-\u0A7F]/, hi: /[\u0900-\u097F]/ } as const;

describe.each(Object.entries(scripts))('the %s hospital pages', (locale, script) => {
  const entries = translatedUnits[locale as keyof typeof scripts];

  it('are one for each hospital, each in its own file', () => {
    const files = readdirSync(join(__dirname, locale, 'units')).filter(
      (name) => name !== 'index.ts',
    );
    expect(files.sort()).toEqual(unitEntries.map((unit) => `${unit.link}.ts`).sort());
    expect(Object.keys(entries).sort()).toEqual(unitEntries.map((unit) => unit.link).sort());
  });

  it.each(unitEntries.map((unit) => unit.link))(
    '%s is its English page with the words translated',
    (link) => {
      const english = unitEntries.find((unit) => unit.link === link);
      const entry = entries[link as keyof typeof entries];
      expect(entry?.link).toBe(link);
      expect(differences(english, entry)).toEqual([]);
      for (const [path, text] of words(entry)) {
        const latin = (text.match(/[A-Za-z]{2,}/g) ?? []).filter(
          (word) => !allowedLatinWords.includes(word),
        );
        expect({
          path,
          inScript: /^[\d\s/.:+–-]*$/.test(text) || script.test(text),
          latin,
        }).toEqual({ path, inScript: true, latin: [] });
      }
    },
  );
});
