import { footerLegalLinks } from '@/content/registry-menus';
import { allowedLatinWords } from './allowed-latin';
import { en } from './en';
import { hi } from './hi';
import { pa } from './pa';

/** Every string of a catalogue with its path ("emergency.firstAid.0.heading"). */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      strings(child, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe.each([
  ['Punjabi', pa, /[\u0A00-\u0A7F]/],
  ['Hindi', hi, /[\u0900-\u097F]/],
])('the %s catalogue', (_, catalogue, script) => {
  const english = new Map(strings(en));
  const translated = strings(catalogue);

  it('has a string for every English one, with the same placeholders', () => {
    // The type check holds the keys; the English link labels (by registry label) are checked below.
    for (const [path, text] of translated) {
      if (path.startsWith('frame.linkLabels.')) continue;
      expect({ path, placeholders: placeholders(text) }).toEqual({
        path,
        placeholders: placeholders(english.get(path) ?? ''),
      });
    }
    expect(translated.filter(([path]) => !path.startsWith('frame.linkLabels.'))).toHaveLength(
      english.size,
    );
  });

  it('is written in its script, with no English word but the allowed names', () => {
    for (const [path, text] of translated) {
      expect({ path, inScript: script.test(text) }).toEqual({ path, inScript: true });
      const latin = (text.replace(/\{\w+\}/g, '').match(/[A-Za-z]{2,}/g) ?? []).filter(
        (word) => !allowedLatinWords.includes(word),
      );
      expect({ path, latin }).toEqual({ path, latin: [] });
    }
  });

  it('names every legal link of the footer', () => {
    for (const link of footerLegalLinks) {
      expect(catalogue.frame.linkLabels[link.label]).toEqual(expect.stringMatching(script));
    }
  });
});
