import type { Locale } from '@/lib/i18n/locales';
import coverage from './fonts/coverage.json';

/**
 * The Punjabi and Hindi pages' script fonts (Noto Sans Gurmukhi and Devanagari, cut down by
 * scripts/subset-fonts.mjs). They are static files under public/fonts, named by their content's
 * hash so that they can be cached for a year, and declared by the page's document itself
 * (components/layout/script-font-face.tsx), not through the style sheets: Turbopack may merge a
 * stylesheet into one that English pages load too, and every page would then preload both.
 */
export interface ScriptFont {
  /** The family the face is declared as (styles/globals.scss reads it as --font-script). */
  family: string;
  /**
   * Its address: a file in public/fonts whose name ends in the first ten hex digits of its
   * SHA-256, as scripts/subset-fonts.mjs wrote it (styles/fonts/coverage.json).
   */
  url: string;
  /** The weights the file holds (its wght axis). */
  weight: string;
  /**
   * The script's block, so that Latin in the text (names, digits, the brand) falls to Inter: the
   * face has no Latin, and no fallback face of its own (no common local font has the script's
   * metrics to stand in for it).
   */
  unicodeRange: string;
}

export const scriptFonts: Record<Exclude<Locale, 'en'>, ScriptFont> = {
  pa: {
    family: 'Noto Sans Gurmukhi',
    url: coverage['noto-sans-gurmukhi.woff2'].served,
    weight: coverage['noto-sans-gurmukhi.woff2'].axes.wght,
    unicodeRange: 'U+0964-0965, U+0A01-0A76, U+200C-200D, U+25CC',
  },
  hi: {
    family: 'Noto Sans Devanagari',
    url: coverage['noto-sans-devanagari.woff2'].served,
    weight: coverage['noto-sans-devanagari.woff2'].axes.wght,
    unicodeRange: 'U+0900-097F, U+200C-200D, U+25CC',
  },
};

/** The face, and the variable the body's font-family reads it by. */
export function scriptFontCss(font: ScriptFont): string {
  return (
    `@font-face{font-family:'${font.family}';src:url(${font.url}) format('woff2');` +
    `font-weight:${font.weight};font-style:normal;font-display:swap;` +
    `unicode-range:${font.unicodeRange}}` +
    `:root{--font-script:'${font.family}'}`
  );
}
