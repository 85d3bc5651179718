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
