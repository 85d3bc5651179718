import localFont from 'next/font/local';

/*
 * Self-hosted (the machines that build the site are offline), each cut down to the glyphs it
 * serves by scripts/subset-fonts.mjs; styles/fonts/coverage.json lists them.
 */

/**
 * Inter (variable weight, 400 to 800: the weights the styles use): the Latin the site writes, ₹
 * and → included. Preloaded on every page.
 */
export const sans = localFont({
  src: './fonts/inter-latin.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  // Until the font arrives: a local Arial resized to Inter's metrics (Windows, macOS), else a face
  // of Arial's widths (Liberation Sans, Arimo on Linux; Roboto on Android) rather than a wider
  // system-ui, so the swap barely moves the text.
  adjustFontFallback: 'Arial',
  fallback: ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo', 'Roboto', 'system-ui', 'sans-serif'],
});

/*
 * The script fonts, for the language work. Not preloaded, and each limited to its script's
 * characters (unicode-range), so a browser fetches one only for a page that writes in that script.
 * Their family lists hold no fallback of their own, so that Latin (digits, names) in that text
 * still falls to Inter: `:lang(hi) { font-family: var(--font-devanagari), var(--font-sans); }`.
 */

/**
 * Noto Sans Devanagari (Hindi, Marathi).
 * @public
 */
export const devanagari = localFont({
  src: './fonts/noto-sans-devanagari.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-devanagari',
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+200C-200D, U+25CC' }],
  // Arial has no Devanagari: a metric-matched Arial would stand in for nothing.
  adjustFontFallback: false,
});

/**
 * Noto Sans Gurmukhi (Punjabi).
 * @public
 */
export const gurmukhi = localFont({
  src: './fonts/noto-sans-gurmukhi.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-gurmukhi',
  declarations: [{ prop: 'unicode-range', value: 'U+0964-0965, U+0A01-0A76, U+200C-200D, U+25CC' }],
  adjustFontFallback: false,
});
