/**
 * Writes lib/seo/preview-words.json: the Punjabi and Hindi words of the link previews
 * (content/i18n/{pa,hi}/preview.ts) as outlines, shaped by HarfBuzz with the site's own fonts
 * (styles/fonts/coverage.json says where each is). The preview renderer (Satori, in next/og) does not shape Indic scripts: it
 * would draw a vowel sign after its consonant instead of before it, and no conjuncts. Latin runs
 * (digits, 24/7) are shaped with Inter. Run it from the repository root after the preview words or
 * the fonts change (lib/seo/preview-words.test.ts names a missing word):
 *
 *   npm exec --yes --package=harfbuzzjs@1.6.1 --package=fontverter@2.0.0 -- node scripts/make-preview-words.mjs
 *
 * harfbuzzjs and fontverter are deliberately not project dependencies: the outlines are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { requireTool, toolDirectory } from './fonts/exec-tools.mjs';

const hb = await import(join(toolDirectory('harfbuzzjs'), 'dist', 'index.mjs'));
const fontverter = requireTool('fontverter');

/**
 * The weight each of the previews' words is drawn at (lib/seo/og-card.tsx): a card's kind, title
 * and footer bold, its line regular; a hospital's card is its name over its address.
 */
const WEIGHTS = {
  kind: 700,
  title: 700,
  line: 400,
  footer: 700,
  book: 700,
  specialityKind: 700,
  specialityLine: 400,
  hospitalKind: 700,
};
const UNIT_WEIGHTS = { name: 700, address: 400 };

const LANGUAGES = [
  {
    locale: 'pa',
    font: 'noto-sans-gurmukhi.woff2',
    script: /[\u0A00-\u0A7F\u0964\u0965\u200C\u200D]/,
  },
  { locale: 'hi', font: 'noto-sans-devanagari.woff2', script: /[\u0900-\u097F\u200C\u200D]/ },
];

/** A catalogue module of words only (content/i18n/{locale}/{file}), read as the TypeScript it is. */
async function catalogueModule(locale, file) {
  const source = readFileSync(join('content', 'i18n', locale, file), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** Every text the language's previews draw, with its weight. */
async function textsOf(locale) {
  const { preview } = await catalogueModule(locale, 'preview.ts');
  const { units } = await catalogueModule(locale, 'places.ts');
  return [
    ...Object.entries(WEIGHTS).map(([part, weight]) => [preview[part], weight]),
    ...Object.values(units).flatMap((unit) =>
      Object.entries(UNIT_WEIGHTS).map(([part, weight]) => [unit[part], weight]),
    ),
  ];
}

/** A font of the site's, from where scripts/subset-fonts.mjs wrote it (coverage.json says). */
async function fontOf(file) {
  const coverage = JSON.parse(readFileSync(join('styles', 'fonts', 'coverage.json'), 'utf8'));
  const { served } = coverage[file];
  const path = served ? join('public', served) : join('styles', 'fonts', file);
  const sfnt = await fontverter.convert(readFileSync(path), 'truetype');
  const face = new hb.Face(new hb.Blob(sfnt));
  return { font: new hb.Font(face), scale: 1000 / face.upem };
}

/** A text's runs: each a stretch in the script, or out of it (Latin, digits, spaces, signs). */
const runsOf = (text, script) =>
  text.match(new RegExp(`${script.source}+|(?:(?!${script.source})[\\s\\S])+`, 'gu')) ?? [];

const round = (n) => Math.round(n);

/**
 * The text as glyphs placed along a line, in thousandths of an em, its baseline at y = 0 and y
 * pointing down (as SVG's), with its advance width. Each glyph's outline is kept once, in `glyphs`.
 */
function outline(text, weight, { script, fonts, glyphs }) {
  let pen = 0;
  const placed = [];
  for (const run of runsOf(text, script)) {
    const which = script.test(run) ? 'script' : 'latin';
    const { font, scale } = fonts[which];
    font.setVariations([new hb.Variation('wght', weight)]);
    const buffer = new hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer, []);
    for (const glyph of buffer.getGlyphInfosAndPositions()) {
      if (glyph.codepoint === 0) throw new Error(`no glyph for part of "${run}" in "${text}"`);
      const key = `${which}${weight}-${glyph.codepoint}`;
      glyphs[key] ??= font
        .glyphToJson(glyph.codepoint)
        .map(({ type, values }) => {
          const points = [];
          for (let i = 0; i < values.length; i += 2)
            points.push(`${round(values[i] * scale)},${round(-values[i + 1] * scale)}`);
          return `${type}${points.join(' ')}`;
        })
        .join('');
      if (glyphs[key])
        placed.push([
          key,
          round(pen + (glyph.xOffset ?? 0) * scale),
          round(-(glyph.yOffset ?? 0) * scale),
        ]);
      pen += (glyph.xAdvance ?? 0) * scale;
    }
  }
  return { width: round(pen), glyphs: placed };
}

const latin = await fontOf('inter-latin.woff2');
const out = {};
for (const { locale, font, script } of LANGUAGES) {
  const fonts = { latin, script: await fontOf(font) };
  const glyphs = {};
  const texts = {};
  for (const [text, weight] of await textsOf(locale))
    texts[`${weight} ${text}`] = outline(text, weight, { script, fonts, glyphs });
  out[locale] = { glyphs, texts };
}
writeFileSync(join('lib', 'seo', 'preview-words.json'), `${JSON.stringify(out)}\n`);
console.log(
  'lib/seo/preview-words.json:',
  Object.values(out).map((l) => Object.keys(l).length),
);
