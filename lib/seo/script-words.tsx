import type { Locale } from '@/lib/i18n/locales';
import outlines from './preview-words.json';

/** Above and below the baseline, in thousandths of an em: room for Indic vowel signs. */
const ABOVE = 1150;
const BELOW = 400;

/** A text as glyphs placed along its line: [glyph, x, y], in thousandths of an em. */
type Outline = { width: number; glyphs: [string, number, number][] };
type LanguageOutlines = { glyphs: Record<string, string>; texts: Record<string, Outline> };

const outlinesIn = (locale: Locale) =>
  (outlines as unknown as Record<string, LanguageOutlines>)[locale];

/** A preview's words in Punjabi or Hindi as drawn by scripts/make-preview-words.mjs. */
function outlineOf(locale: Locale, weight: number, text: string): Outline {
  const outline = outlinesIn(locale)?.texts[`${weight} ${text}`];
  if (!outline)
    throw new Error(`"${text}" (${weight}) has no outline: run scripts/make-preview-words.mjs`);
  return outline;
}

/** The words as SVG at `size` px: each glyph's outline once, then each glyph placed. */
function svgOf(locale: Locale, { width, glyphs }: Outline, color: string, size: number): string {
  const shapes = outlinesIn(locale)!.glyphs;
  const used = [...new Set(glyphs.map(([glyph]) => glyph))];
  const defs = used.map((glyph, index) => `<path id="g${index}" d="${shapes[glyph]}"/>`);
  const uses = glyphs.map(
    ([glyph, x, y]) => `<use xlink:href="#g${used.indexOf(glyph)}" x="${x}" y="${y}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${(width / 1000) * size}" height="${((ABOVE + BELOW) / 1000) * size}" viewBox="0 ${-ABOVE} ${width} ${ABOVE + BELOW}"><defs>${defs.join('')}</defs><g fill="${color}">${uses.join('')}</g></svg>`;
}

/** How wide the words are at `size` px. */
export const scriptWordsWidth = (locale: Locale, weight: number, text: string, size: number) =>
  (outlineOf(locale, weight, text).width / 1000) * size;

/**
 * Punjabi or Hindi words on a link preview, at `size` px: their outline, shaped ahead of time,
 * as a picture (the renderer cannot shape Indic scripts itself).
 */
export function ScriptWords({
  locale,
  text,
  weight,
  size,
  color,
}: {
  locale: Locale;
  text: string;
  weight: number;
  size: number;
  color: string;
}) {
  const outline = outlineOf(locale, weight, text);
  const { width } = outline;
  const svg = svgOf(locale, outline, color, size);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
    <img
      src={`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`}
      width={(width / 1000) * size}
      height={((ABOVE + BELOW) / 1000) * size}
      alt=""
    />
  );
}
