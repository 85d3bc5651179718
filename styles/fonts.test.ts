/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import coverage from './fonts/coverage.json';
import { scriptFontCss, scriptFonts } from './script-fonts';

const root = join(__dirname, '..');

function parseRanges(unicodes: string): Array<[number, number]> {
  return unicodes.split(',').map((range) => {
    const [from = '', to = from] = range.replace(/U\+/g, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const covers = (unicodes: string, cp: number) =>
  parseRanges(unicodes).some(([from, to]) => cp >= from && cp <= to);

/** Every file under `dir` (recursively) whose name `keep` accepts. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(name) ? [path] : [];
  });
}

function charactersInCopy(dir: string, found = new Map<string, string>()) {
  const copy = (name: string) =>
    ['.ts', '.tsx', '.json', '.md', '.mdx'].includes(extname(name)) && !name.includes('.test.');
  for (const path of filesUnder(dir, copy)) {
    for (const ch of readFileSync(path, 'utf8')) {
      if ((ch.codePointAt(0) ?? 0) >= 0x80 && !found.has(ch)) found.set(ch, path);
    }
  }
  return found;
}

/**
 * One shaping cluster, as scripts/fonts/shaped-subset.mjs cuts the script fonts by: a letter with
 * its signs, and each letter joined to it by a virama (a conjunct).
 */
const MARKS = String.raw`(?:(?![\u094D\u0A4D])\p{M})*`;
const CLUSTER = new RegExp(
  String.raw`\p{L}${MARKS}(?:[\u094D\u0A4D][\u200C\u200D]?(?:\p{L}${MARKS})?)*|\P{L}`,
  'gu',
);

/** The clusters the copy writes in a script's block, each with a file that writes it. */
function clustersInCopy(word: RegExp) {
  const found = new Map<string, string>();
  const copy = (name: string) =>
    ['.ts', '.tsx', '.json', '.md', '.mdx'].includes(extname(name)) && !name.includes('.test.');
  for (const dir of ['content', 'components', 'app', 'lib'])
    for (const path of filesUnder(join(root, dir), copy))
      for (const [text] of readFileSync(path, 'utf8').matchAll(word))
        for (const cluster of text.match(CLUSTER) ?? [])
          if (!found.has(cluster)) found.set(cluster, path);
  return found;
}

/** Where a font file is: a script font is served from public (styles/script-fonts.ts says why). */
const fileOf = (file: string, entry: object) =>
  'served' in entry && typeof entry.served === 'string'
    ? join(root, 'public', entry.served)
    : join(__dirname, 'fonts', file);

describe('the subset fonts', () => {
  it.each(Object.entries(coverage))('%s is on disk as the coverage file says', (file, entry) => {
    expect(statSync(fileOf(file, entry)).size).toBe(entry.bytes);
    expect(entry.bytes).toBeLessThan(entry.sourceBytes);
  });

  it('serves each script font at an address that changes with its content (it is cached a year)', () => {
    for (const [file, entry] of Object.entries(coverage).filter(([, entry]) => 'served' in entry)) {
      const served = (entry as { served: string }).served;
      const hash = createHash('sha256')
        .update(readFileSync(fileOf(file, entry)))
        .digest('hex');
      expect(served).toBe(`/fonts/${file.replace(/\.woff2$/, '')}.${hash.slice(0, 10)}.woff2`);
    }
    // No cut left behind: only the current ones are served.
    expect(readdirSync(join(root, 'public/fonts')).sort()).toEqual(
      Object.values(scriptFonts)
        .map((font) => font.url.replace('/fonts/', ''))
        .sort(),
    );
  });

  it('declares to the browser the weights each file holds', () => {
    const [, latinWeight] =
      /src: '\.\/fonts\/inter-latin\.woff2',\s*weight: '([^']+)'/.exec(
        readFileSync(join(__dirname, 'fonts.ts'), 'utf8'),
      ) ?? [];
    expect(latinWeight).toBe(coverage['inter-latin.woff2'].axes.wght);
    expect(scriptFonts.pa.weight).toBe('400 800');
    expect(scriptFonts.hi.weight).toBe('400 800');
    expect(scriptFontCss(scriptFonts.pa)).toContain('font-weight:400 800;');
  });

  it('keeps every weight the styles ask for within the Latin file (else widen it in scripts/subset-fonts.mjs)', () => {
    const [lightest, heaviest] = coverage['inter-latin.woff2'].axes.wght.split(' ').map(Number);
    const outside: string[] = [];
    for (const dir of ['styles', 'components', 'app'])
      for (const path of filesUnder(join(root, dir), (name) => extname(name) === '.scss'))
        for (const [, value] of readFileSync(path, 'utf8').matchAll(/font-weight:\s*([^;]+);/g)) {
          const weight = { normal: 400, bold: 700 }[value!.trim()] ?? Number(value);
          if (!(weight >= lightest! && weight <= heaviest!)) outside.push(`${value} in ${path}`);
        }
    expect(outside).toEqual([]);
  });

  it('keeps the Latin file, preloaded on every page, under 30 KB', () => {
    expect(coverage['inter-latin.woff2'].bytes).toBeLessThanOrEqual(30 * 1024);
  });

  it('has a glyph for every character the copy writes (else run scripts/subset-fonts.mjs)', () => {
    const missing = [...charactersInCopy(root + '/content')]
      .concat([...charactersInCopy(root + '/components')])
      .concat([...charactersInCopy(root + '/app')])
      .concat([...charactersInCopy(root + '/lib')])
      .filter(
        ([ch]) =>
          !Object.values(coverage).some((entry) => covers(entry.unicodes, ch.codePointAt(0) ?? 0)),
      )
      .map(
        ([ch, path]) =>
          `${ch} (U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase()}) in ${path}`,
      );
    expect(missing).toEqual([]);
  });

  it('sets Latin in Inter, not in a script font', () => {
    const inter = coverage['inter-latin.woff2'].unicodes;
    for (const ch of 'Aé₹→–—’“”…×°©·') expect(covers(inter, ch.codePointAt(0) ?? 0)).toBe(true);
  });

  it.each([
    ['noto-sans-devanagari.woff2', /[\u0900-\u097F\u200C\u200D]+/g],
    ['noto-sans-gurmukhi.woff2', /[\u0A00-\u0A7F\u0964\u0965\u200C\u200D]+/g],
  ] as const)(
    '%s holds the glyphs of every letter cluster the copy writes (else run scripts/subset-fonts.mjs)',
    (file, word) => {
      const kept = new Set(coverage[file].clusters.split(' '));
      const missing = [...clustersInCopy(word)]
        .filter(([cluster]) => !kept.has(cluster))
        .map(([cluster, path]) => `${cluster} in ${path}`);
      expect(missing).toEqual([]);
      // A cut to the copy's words: far fewer glyphs than every conjunct of its letters.
      expect(coverage[file].glyphs).toBeLessThan(file.includes('devanagari') ? 250 : 120);
    },
  );
});
