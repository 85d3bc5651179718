import {
  aboutMenu,
  doctorsLink,
  emergencyLink,
  hospitalsMenu,
  moreMenu,
  phoneMenuMoreLinks,
  requestStatusLink,
  specialitiesMenuFrame,
  utilityLinks,
  type NavMenu,
} from '@/content/navigation';
import {
  centresOfExcellenceMenu,
  footerLegalLinks,
  footerPatientLinks,
  servicesMenu,
} from '@/content/registry-menus';
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

/** A message's words alone: no placeholder names, no ICU keywords ("plural", "one", "other"). */
const withoutIcuSyntax = (text: string) =>
  text
    .replace(/\{\w+\}/g, '')
    .replace(/\{\w+, (plural|select), /g, '')
    .replace(/\b(zero|one|two|few|many|other|=\d+) \{/g, '');

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
      // A name the hospital API gives may be left out where the page cannot mark it as English
      // (a video's title, read out from an attribute): the context names it.
      const expected = placeholders(english.get(path) ?? '').filter(
        (name) => name !== 'name' || placeholders(text).includes('name'),
      );
      expect({ path, placeholders: placeholders(text) }).toEqual({ path, placeholders: expected });
    }
    expect(translated.filter(([path]) => !path.startsWith('frame.linkLabels.'))).toHaveLength(
      english.size,
    );
  });

  it('is written in its script, with no English word but the allowed names', () => {
    for (const [path, text] of translated) {
      // Empty where the language needs no words there (the booking button's hidden ends); digits
      // alone where a figure says it all ("24/7").
      const wordless = /^[\d\s/.:+-]*$/.test(text);
      expect({ path, inScript: wordless || script.test(text) }).toEqual({
        path,
        inScript: true,
      });
      const latin = (
        withoutIcuSyntax(text)
          .replace(/\bAH-[0-9A-Z]+/g, '')
          .match(/[A-Za-z]{2,}/g) ?? []
      ).filter((word) => !allowedLatinWords.includes(word));
      expect({ path, latin }).toEqual({ path, latin: [] });
    }
  });

  it('names every link of the menus and the footer', () => {
    const menus: NavMenu[] = [
      aboutMenu,
      hospitalsMenu,
      moreMenu,
      centresOfExcellenceMenu,
      servicesMenu,
    ];
    const labels = [
      ...menus.flatMap((menu) => [menu.label, ...menu.links.map((link) => link.label)]),
      ...menus.flatMap((menu) => (menu.overview ? [menu.overview.label] : [])),
      specialitiesMenuFrame.label,
      specialitiesMenuFrame.overview.label,
      ...[doctorsLink, emergencyLink, requestStatusLink, ...utilityLinks, ...phoneMenuMoreLinks],
      ...[...footerPatientLinks, ...footerLegalLinks].map((link) => link.label),
    ].map((label) => (typeof label === 'string' ? label : label.label));
    const missing = labels.filter((label) => !script.test(catalogue.frame.linkLabels[label] ?? ''));
    expect(missing).toEqual([]);
  });
});
