/**
 * A script font cut to the glyphs its words are drawn with: HarfBuzz shapes every word of the
 * copy (as Chromium does), at every weight the styles use, and records each glyph that appears
 * at any step of the shaping (a half form on its way to a conjunct as well as the conjunct). The
 * subset keeps those glyphs only, without HarfBuzz's layout closure, which would also keep every
 * conjunct the kept letters could form. Noto Sans Devanagari keeps 162 of its 477 glyphs that way.
 * Used by scripts/subset-fonts.mjs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tagOf = (tag) => [...tag].reduce((value, ch) => (value << 8) + ch.charCodeAt(0), 0);

/**
 * One shaping cluster as the fonts test reads the copy: a letter with its signs, and each letter
 * joined to it by a virama (a conjunct). styles/fonts.test.ts holds the copy to the clusters kept.
 */
const MARKS = String.raw`(?:(?![\u094D\u0A4D])\p{M})*`;
const CLUSTER = new RegExp(
  String.raw`\p{L}${MARKS}(?:[\u094D\u0A4D][\u200C\u200D]?(?:\p{L}${MARKS})?)*|\P{L}`,
  'gu',
);
export const clustersOf = (words) => [...new Set(words.flatMap((word) => word.match(CLUSTER)))];

/** HarfBuzz's JavaScript API and its subsetter, from the harfbuzzjs package at `dir`. */
export async function loadHarfBuzz(dir) {
  const hb = await import(join(dir, 'dist', 'index.mjs'));
  const {
    instance: { exports: subsetter },
  } = await WebAssembly.instantiate(readFileSync(join(dir, 'dist', 'harfbuzz-subset.wasm')));
  subsetter._initialize();
  return { hb, subsetter };
}

/** Shapes each word at each weight; `visit` sees the shaped glyphs (or, traced, every step's). */
function shapeWords({ hb }, sfnt, words, weights, visit, traced = false) {
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  for (const weight of weights) {
    font.setVariations([new hb.Variation('wght', weight)]);
    for (const word of words) {
      const buffer = new hb.Buffer();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      if (traced) {
        for (const step of hb.shapeWithTrace(font, buffer, [], 0, 0))
          for (const glyph of step.t ?? []) if (typeof glyph?.g === 'number') visit(glyph.g);
      } else {
        hb.shape(font, buffer, []);
        visit(`${weight} ${word}`, buffer.getGlyphInfosAndPositions(), font);
      }
    }
  }
}

/** Every glyph the words are drawn with, or pass through while being shaped. */
export function glyphsOfWords(harfbuzz, sfnt, words, weights) {
  const glyphs = new Set([0]);
  shapeWords(harfbuzz, sfnt, words, weights, (glyph) => glyphs.add(glyph), true);
  return glyphs;
}

/** The font (TrueType) cut to `unicodes` and exactly `glyphs`, its weight axis to `wght`. */
export function subsetToGlyphs({ subsetter: hb }, sfnt, { unicodes, glyphs, wght }) {
  const heap = () => new Uint8Array(hb.memory.buffer);
  const input = hb.hb_subset_input_create_or_fail();
  const data = hb.malloc(sfnt.byteLength);
  heap().set(new Uint8Array(sfnt), data);
  const blob = hb.hb_blob_create(data, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  try {
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    hb.hb_subset_input_set_flags(
      input,
      hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
    const unicodeSet = hb.hb_subset_input_unicode_set(input);
    for (const codePoint of unicodes) hb.hb_set_add(unicodeSet, codePoint);
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    if (!hb.hb_subset_input_set_axis_range(input, face, tagOf('wght'), wght.min, wght.max, NaN))
      throw new Error('the font has no weight axis');
    const subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('hb_subset_or_fail failed');
    const result = hb.hb_face_reference_blob(subset);
    const offset = hb.hb_blob_get_data(result, 0);
    const bytes = Buffer.from(heap().subarray(offset, offset + hb.hb_blob_get_length(result)));
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}

/**
 * The words the subset draws otherwise than the source: each glyph's outline and placement must
 * agree to within three font units (0.003 em). Narrowing the weight axis to the styles' range
 * moves points and mark anchors by that much between the masters, as it did in the cut before
 * this one (by letters), which kept every glyph.
 */
export function wordsDrawnOtherwise(harfbuzz, source, subset, words, weights) {
  const drawn = (sfnt) => {
    const out = new Map();
    shapeWords(harfbuzz, sfnt, words, weights, (key, glyphs, font) =>
      out.set(
        key,
        glyphs
          .map((g) => `${font.glyphToPath(g.codepoint)} ${g.xAdvance} ${g.xOffset} ${g.yOffset}`)
          .join(' '),
      ),
    );
    return out;
  };
  const numbers = (text) => (text.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const near = (a, b) =>
    a.replace(/-?\d+(?:\.\d+)?/g, '#') === b.replace(/-?\d+(?:\.\d+)?/g, '#') &&
    numbers(a).every((n, i) => Math.abs(n - numbers(b)[i]) <= 3);
  const expected = drawn(source);
  const actual = drawn(subset);
  return [...expected]
    .filter(([key, text]) => !near(text, actual.get(key) ?? ''))
    .map(([key]) => key);
}
