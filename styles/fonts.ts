import localFont from 'next/font/local';

/*
 * Self-hosted (the machines that build the site are offline), each cut down to the glyphs it
 * serves by scripts/subset-fonts.mjs; styles/fonts/coverage.json lists them.
 */

/** Inter (variable weight): the Latin the site writes, ₹ and → included. Preloaded on every page. */
export const sans = localFont({
  src: './fonts/inter-latin.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  // Until the font arrives: a local Arial resized to Inter's metrics (Windows, macOS), else a face
  // of Arial's widths (Liberation Sans, Arimo on Linux; Roboto on Android) rather than a wider
  // system-ui, so the swap barely moves the text.
  adjustFontFallback: 'Arial',
  fallback: ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo', 'Roboto', 'system-ui', 'sans-serif'],
});

/**
 * Noto Sans Devanagari (Hindi, Marathi), for the language work. Not preloaded: the browser
 * fetches it only on a page that sets text in it.
 * @public
 */
export const devanagari = localFont({
  src: './fonts/noto-sans-devanagari.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-devanagari',
  fallback: ['Noto Sans Devanagari', 'Nirmala UI', 'Mangal', 'Kohinoor Devanagari', 'sans-serif'],
  // Arial has no Devanagari: a metric-matched Arial would stand in for nothing.
  adjustFontFallback: false,
});

/**
 * Noto Sans Gurmukhi (Punjabi), for the language work. Not preloaded, as above.
 * @public
 */
export const gurmukhi = localFont({
  src: './fonts/noto-sans-gurmukhi.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-gurmukhi',
  fallback: ['Noto Sans Gurmukhi', 'Nirmala UI', 'Raavi', 'Gurmukhi MN', 'sans-serif'],
  adjustFontFallback: false,
});
