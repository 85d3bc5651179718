/**
 * Writes the site's font files: Inter cut down to the Latin glyphs the site uses, into
 * styles/fonts/ (next/font serves it); Noto Sans Devanagari and Gurmukhi cut down to the glyphs
 * their words in the copy are drawn with (scripts/fonts/shaped-subset.mjs), into public/fonts/
 * under names that hold their content's hash (styles/script-fonts.ts declares them); all with
 * weights 400–800; plus styles/fonts/coverage.json (what each file holds, which styles/fonts.test.ts checks the copy
 * against). Run it from the repository root whenever the copy gains a character or, in Punjabi or
 * Hindi, a letter cluster outside the kept set (the test names it). It takes some minutes: every
 * word is shaped at five weights, twice.
 *
 *   npm exec --yes --package=subset-font@2.9.0 --package=fontkit@2.0.4 --package=harfbuzzjs@1.6.1 -- node scripts/subset-fonts.mjs
 *   npx prettier --write styles/fonts/coverage.json
 *
 * subset-font, fontkit and harfbuzzjs are deliberately not project dependencies: the .woff2 files
 * are committed, so builds and tests never need them. The sources come from the npm registry at
 * the pinned versions below, through `npm pack`.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import {
  clustersOf,
  glyphsOfWords,
  loadHarfBuzz,
  subsetToGlyphs,
  wordsDrawnOtherwise,
} from './fonts/shaped-subset.mjs';
import { requireTool, toolDirectory } from './fonts/exec-tools.mjs';

const root = process.cwd();
const outDir = join(root, 'styles/fonts');
/** Where the script fonts are served from, as static files (styles/script-fonts.ts says why). */
const servedDir = join(root, 'public/fonts');

const subsetFont = requireTool('subset-font');
const fontkit = requireTool('fontkit');
const fontverter = requireTool('fontverter');
const harfbuzz = await loadHarfBuzz(toolDirectory('harfbuzzjs'));

const ranges = (...pairs) =>
  pairs.flatMap(([from, to = from]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  );

/** The site's own copy and components, as one text (tests excluded: they hold fuzz strings). */
function copyText() {
  const texts = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (
        ['.ts', '.tsx', '.json', '.md', '.mdx'].includes(extname(name)) &&
        !/\.test\./.test(name)
      )
        texts.push(readFileSync(path, 'utf8'));
    }
  };
  for (const dir of ['content', 'components', 'app', 'lib']) walk(join(root, dir));
  return texts.join('\n');
}

/** Every character written in the copy beyond ASCII. */
const charactersInCopy = () => [...new Set(copyText())].filter((ch) => ch.codePointAt(0) >= 0x80);

/** Every word the copy writes in a script's block (with the dandas and joiners it uses). */
const wordsInCopy = (from, to) => {
  const hex = (n) => `\\u${n.toString(16).padStart(4, '0')}`;
  const word = new RegExp(`[${hex(from)}-${hex(to)}\\u0964\\u0965\\u200C\\u200D]+`, 'g');
  return [...new Set(copyText().match(word))];
};

/** The weights the styles use, at which each word is shaped to find its glyphs. */
const WEIGHTS = [400, 500, 600, 700, 800];

const joiners = ranges([0x200c, 0x200d], [0x25cc]);

/** The characters of the copy within one script's block. */
const inCopy = (from, to) =>
  charactersInCopy().filter((ch) => ch.codePointAt(0) >= from && ch.codePointAt(0) <= to);

const fonts = [
  {
    file: 'inter-latin.woff2',
    from: 'inter-ui@4.1.1',
    path: 'variable/InterVariable.woff2',
    licence: { from: 'LICENSE.txt', to: 'LICENSE-Inter.txt' },
    // The upright variable Inter; its optical-size axis is pinned at text size, as in the
    // @fontsource "wght" file the site used before (which lacks ₹ and →, both in the copy). Its
    // weight axis keeps only the range the styles use (styles/fonts.ts declares it, and
    // styles/fonts.test.ts holds the styles to it): the lighter and heavier ends were a quarter
    // of a file every page preloads.
    variationAxes: { opsz: 14, wght: { min: 400, max: 800 } },
    // The features browsers apply by default, plus tnum (the styles ask for tabular-nums); Inter's
    // stylistic sets, character variants, fractions and superiors go, with the glyphs only they reach.
    keepFeatures: [
      'rvrn',
      'ccmp',
      'locl',
      'mark',
      'mkmk',
      'kern',
      'liga',
      'clig',
      'calt',
      'rlig',
      'tnum',
    ],
    text: [
      ...ranges(
        [0x20, 0x7e], // Basic Latin
        [0xa0, 0xff], // Latin-1 Supplement, whole, as a margin
        [0x131],
        [0x152, 0x153],
        [0x160, 0x161],
        [0x178],
        [0x17d, 0x17e], // with the above, the rest of Windows-1252
        [0x2002, 0x200b], // spaces
        [0x2010, 0x2015], // hyphens and dashes
        [0x2018, 0x201e], // quotes
        [0x2020, 0x2022], // daggers, bullet
        [0x2026],
        [0x202f],
        [0x2030],
        [0x2032, 0x2033], // primes
        [0x2039, 0x203a],
        [0x2044],
        [0x2060],
        [0x20ac], // €
        [0x20b9], // ₹
        [0x2122],
        [0x2190, 0x2195], // arrows
        [0x2212], // minus
        [0x2248],
        [0x2264, 0x2265],
        [0xfffd],
      ),
      ...charactersInCopy(),
    ],
  },
  {
    file: 'noto-sans-devanagari.woff2',
    from: '@fontsource-variable/noto-sans-devanagari@5.3.0',
    path: 'files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    licence: { from: 'LICENSE', to: 'LICENSE-NotoSansDevanagari.txt' },
    served: true,
    // Only the letters and signs the Hindi copy writes (with the dandas), and only the glyphs its
    // words are drawn with: the conjuncts the copy writes stay, the hundreds it could form go.
    // The whole block was 72 KB, and every conjunct of the copy's letters 52 KB: the largest
    // file a Hindi page waits for. A new letter or letter cluster in the copy fails
    // styles/fonts.test.ts until this script runs again.
    text: [...inCopy(0x900, 0x97f), ...ranges([0x964, 0x965]), ...joiners],
    words: wordsInCopy(0x900, 0x97f),
    // The weights the styles use, as Inter's: 100–900 was 100 KB, and held the Hindi pages'
    // largest paint at 3 s on Lighthouse's phone.
    variationAxes: { wght: { min: 400, max: 800 } },
  },
  {
    file: 'noto-sans-gurmukhi.woff2',
    from: '@fontsource-variable/noto-sans-gurmukhi@5.3.0',
    path: 'files/noto-sans-gurmukhi-gurmukhi-wght-normal.woff2',
    licence: { from: 'LICENSE', to: 'LICENSE-NotoSansGurmukhi.txt' },
    served: true,
    // As Devanagari: the letters and signs the Punjabi copy writes, and the danda, which
    // Gurmukhi borrows from Devanagari, drawn with the glyphs its words use. Its weights are cut
    // to the styles' range, as the others.
    text: [...inCopy(0xa00, 0xa7f), ...ranges([0x964, 0x965]), ...joiners],
    words: wordsInCopy(0xa00, 0xa7f),
    variationAxes: { wght: { min: 400, max: 800 } },
  },
];

/** Code points as compact ranges: U+0020-007E,U+00A0-00FF,… */
function toRanges(codePoints) {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  const out = [];
  for (const cp of [...codePoints].sort((a, b) => a - b)) {
    const last = out.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else out.push([cp, cp]);
  }
  return out.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

/**
 * A script font cut to its words' glyphs (scripts/fonts/shaped-subset.mjs), as WOFF2; it fails
 * when any word of the copy would be drawn otherwise than by the whole font.
 */
async function subsetToWords(source, font) {
  const sfnt = await fontverter.convert(source, 'truetype');
  const truetype = subsetToGlyphs(harfbuzz, sfnt, {
    unicodes: font.text.map((ch) => ch.codePointAt(0)),
    glyphs: glyphsOfWords(harfbuzz, sfnt, font.words, WEIGHTS),
    wght: font.variationAxes.wght,
  });
  const otherwise = wordsDrawnOtherwise(harfbuzz, sfnt, truetype, font.words, WEIGHTS);
  if (otherwise.length > 0)
    throw new Error(
      `${font.file} draws these words otherwise: ${otherwise.slice(0, 10).join(', ')}`,
    );
  return fontverter.convert(truetype, 'woff2', 'truetype');
}

/**
 * Writes a script font into public/fonts as name.{first ten hex digits of its SHA-256}.woff2, in
 * place of the cut before it, and answers its address.
 */
function serve(file, subset) {
  const base = file.replace(/\.woff2$/, '');
  for (const name of readdirSync(servedDir))
    if (name.startsWith(`${base}.`)) rmSync(join(servedDir, name));
  const hash = createHash('sha256').update(subset).digest('hex').slice(0, 10);
  writeFileSync(join(servedDir, `${base}.${hash}.woff2`), subset);
  return `/fonts/${base}.${hash}.woff2`;
}

const work = mkdtempSync(join(tmpdir(), 'subset-fonts-'));
const coverage = {};
try {
  for (const font of fonts) {
    const tarball = execFileSync(
      'npm',
      ['pack', font.from, '--pack-destination', work, '--silent'],
      {
        encoding: 'utf8',
      },
    ).trim();
    const unpacked = join(work, font.file);
    execFileSync('mkdir', ['-p', unpacked]);
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', unpacked]);
    const source = readFileSync(join(unpacked, 'package', font.path));

    const subset = font.words
      ? await subsetToWords(source, font)
      : await subsetFont(source, font.text.join(''), {
          targetFormat: 'woff2',
          ...(font.variationAxes && { variationAxes: font.variationAxes }),
          ...(font.keepFeatures && { keepFeatures: font.keepFeatures }),
        });
    const served = font.served ? serve(font.file, subset) : undefined;
    if (!served) writeFileSync(join(outDir, font.file), subset);
    writeFileSync(
      join(outDir, font.licence.to),
      readFileSync(join(unpacked, 'package', font.licence.from)),
    );

    const made = fontkit.create(subset);
    coverage[font.file] = {
      source: `${font.from} ${font.path}`,
      sourceBytes: source.length,
      bytes: subset.length,
      axes: Object.fromEntries(
        Object.entries(made.variationAxes).map(([tag, { min, max }]) => [tag, `${min} ${max}`]),
      ),
      unicodes: toRanges(made.characterSet.filter((cp) => cp !== 0xffff)),
      ...(served && { served }),
      ...(font.words && {
        glyphs: made.numGlyphs,
        clusters: clustersOf(font.words).sort().join(' '),
      }),
    };
    console.log(
      `${font.file}: ${source.length} → ${subset.length} bytes, ${coverage[font.file].unicodes.split(',').length} ranges`,
    );
  }
  writeFileSync(join(outDir, 'coverage.json'), `${JSON.stringify(coverage, null, 2)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
