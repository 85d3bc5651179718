/**
 * Writes styles/_language-names.scss: the language switch's ਪੰਜਾਬੀ and हिन्दी as outlines,
 * shaped by HarfBuzz from the site's own Noto Sans Gurmukhi and Devanagari (public/fonts, at the
 * switch's regular weight). A page in another script draws them instead of setting them as text:
 * text in a script none of the page's fonts holds sends the browser through the system's fonts for
 * a fallback during the page's first layout (on this machine half of that layout's time on an
 * English page), and a device without the script would show empty boxes. Run it from the
 * repository root when a font file or a language's own name changes:
 *
 *   npm exec --yes --package=fontverter@2.0.0 --package=harfbuzzjs@1.6.1 -- node scripts/make-language-names.mjs
 *   npx prettier --write styles/_language-names.scss
 *
 * fontverter and harfbuzzjs are deliberately not project dependencies: the output is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { requireTool, toolDirectory } from './fonts/exec-tools.mjs';

const fontverter = requireTool('fontverter');
const hb = await import(join(toolDirectory('harfbuzzjs'), 'dist', 'index.mjs'));
const coverage = JSON.parse(readFileSync('styles/fonts/coverage.json', 'utf8'));
const require = createRequire(resolve('package.json'));
require('esbuild-register/dist/node').register({ target: 'node20' });
const { ownName } = require(resolve('lib/i18n/locales.ts'));

const WEIGHT = 400;
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

/** An SVG of the drawing as a CSS url(), escaped as a data URL needs. */
const dataUrl = ({ left, width, height, d }) =>
  `url("data:image/svg+xml,${`<svg xmlns='http://www.w3.org/2000/svg' viewBox='${left} 0 ${width} ${height}'><path d='${d}'/></svg>`
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E')}")`;

const em = (units, upem) => `${Number((units / upem).toFixed(4))}em`;

let scss = `// Written by scripts/make-language-names.mjs, which says why: each language's own name as the
// site's font for it draws it (a mask), with the box of the word set in that font at 1em.
$language-names: (\n`;
for (const [language, file] of Object.entries(FONTS)) {
  const drawing = await drawWord(file, ownName[language]);
  // What it was drawn from, for styles/language-names.test.ts: a new font or name fails it.
  const from = `    word: '${ownName[language]}',\n    font: '${coverage[file].served}',\n`;
  scss += `  '${language}': (\n${from}    width: ${em(drawing.width, drawing.upem)},\n    height: ${em(drawing.height, drawing.upem)},\n    descent: ${em(drawing.descent, drawing.upem)},\n    image: ${dataUrl(drawing)},\n  ),\n`;
}
scss += ');\n';
writeFileSync('styles/_language-names.scss', scss);
