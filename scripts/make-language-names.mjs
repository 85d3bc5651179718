/**
 * Writes styles/_language-names.scss: the language switch's ਪੰਜਾਬੀ and हिन्दी as pictures of the
 * words, shaped by HarfBuzz from the site's own Noto Sans Gurmukhi and Devanagari (public/fonts, at
 * the switch's regular weight). A page in another script draws them instead of setting them as
 * text: text in a script none of the page's fonts holds sends the browser through the system's
 * fonts for a fallback during the page's first layout (on this machine half of that layout's time
 * on an English page), and a device without the script would show empty boxes.
 *
 * The picture is a lossless WebP of the outlines, not the SVG of them: the browser makes each SVG
 * picture a document of its own while it first works out the page's styles, which on this machine
 * added 30-40 ms to that step of every page showing a drawn name (median of 31 loads of
 * /emergency at phone width); a WebP is decoded off the main thread, at paint. It is HEIGHT pixels
 * high, 3.6 times the word's box in the phone menu (17 px text), 4.4 times the top bar's (14 px),
 * so that a phone's three device pixels to the CSS pixel still draw it sharp.
 *
 * Run it from the repository root when a font file or a language's own name changes:
 *
 *   npm exec --yes --package=fontverter@2.0.0 --package=harfbuzzjs@1.6.1 --package=sharp@0.35.5 -- node scripts/make-language-names.mjs
 *   npx prettier --write styles/_language-names.scss
 *
 * fontverter, harfbuzzjs and sharp are deliberately not project dependencies: the output is
 * committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { requireTool, toolDirectory } from './fonts/exec-tools.mjs';

const fontverter = requireTool('fontverter');
const sharp = requireTool('sharp');
const hb = await import(join(toolDirectory('harfbuzzjs'), 'dist', 'index.mjs'));
const coverage = JSON.parse(readFileSync('styles/fonts/coverage.json', 'utf8'));
const require = createRequire(resolve('package.json'));
require('esbuild-register/dist/node').register({ target: 'node20' });
const { ownName } = require(resolve('lib/i18n/locales.ts'));

const WEIGHT = 400;
/** The picture's height in pixels: its width follows the word's box. */
const HEIGHT = 80;
const FONTS = { pa: 'noto-sans-gurmukhi.woff2', hi: 'noto-sans-devanagari.woff2' };

/** One word, shaped: a single path in font units, y downwards from the ascender, and its box. */
async function drawWord(file, word) {
  const served = coverage[file].served;
  const sfnt = await fontverter.convert(readFileSync(join('public', served)), 'truetype');
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  font.setVariations([new hb.Variation('wght', WEIGHT)]);
  const { ascender, descender } = font.hExtents();
  const buffer = new hb.Buffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer, []);
  let x = 0;
  let left = 0;
  let right = 0;
  let d = '';
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    if (glyph.codepoint === 0) throw new Error(`${file} has no glyph for part of "${word}"`);
    const dx = x + glyph.xOffset;
    const dy = glyph.yOffset;
    d += font.glyphToPath(glyph.codepoint).replace(/([A-Z])([^A-Z]*)/g, (_, command, args) => {
      const values = args.trim()
        ? args
            .trim()
            .split(/[\s,]+/)
            .map(Number)
        : [];
      const moved = values.map((value, index) =>
        index % 2 === 0 ? Math.round(value + dx) : Math.round(ascender - (value + dy)),
      );
      for (const value of moved.filter((_, index) => index % 2 === 0)) {
        left = Math.min(left, value);
        right = Math.max(right, value);
      }
      return command + moved.join(' ');
    });
    x += glyph.xAdvance;
  }
  // The box reaches past the advance where a glyph overhangs it (ਪ starts left of its origin).
  const width = Math.max(x, right) - left;
  return { left, width, height: ascender - descender, descent: -descender, upem: face.upem, d };
}

/** The drawing as a lossless WebP of HEIGHT pixels (its alpha is the mask), as a CSS url(). */
async function pictureUrl({ left, width, height, d }) {
  const pixels = { width: Math.round((width / height) * HEIGHT), height: HEIGHT };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}" viewBox="${left} 0 ${width} ${height}" preserveAspectRatio="none"><path d="${d}"/></svg>`;
  const webp = await sharp(Buffer.from(svg)).webp({ lossless: true, effort: 6 }).toBuffer();
  return `url(data:image/webp;base64,${webp.toString('base64')})`;
}

const em = (units, upem) => `${Number((units / upem).toFixed(4))}em`;

let scss = `// Written by scripts/make-language-names.mjs, which says why: each language's own name as the
// site's font for it draws it (a mask: a WebP picture of the outlines, its alpha the word),\n// with the box of the word set in that font at 1em.
$language-names: (\n`;
for (const [language, file] of Object.entries(FONTS)) {
  const drawing = await drawWord(file, ownName[language]);
  // What it was drawn from, for styles/language-names.test.ts: a new font or name fails it.
  const from = `    word: '${ownName[language]}',\n    font: '${coverage[file].served}',\n`;
  scss += `  '${language}': (\n${from}    width: ${em(drawing.width, drawing.upem)},\n    height: ${em(drawing.height, drawing.upem)},\n    descent: ${em(drawing.descent, drawing.upem)},\n    image: ${await pictureUrl(drawing)},\n  ),\n`;
}
scss += ');\n';
writeFileSync('styles/_language-names.scss', scss);
