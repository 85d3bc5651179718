import localFont from 'next/font/local';

/**
 * Noto Sans Devanagari, for the Hindi pages only: app/(hi)/layout.tsx imports it, so that no
 * English or Punjabi page announces it. Limited to its script (unicode-range), and with no
 * fallback face of its own, so Latin in Hindi text (names, digits) falls to Inter: see
 * globals.scss. Preloaded on its pages, where every heading needs it.
 */
export const devanagari = localFont({
  src: './fonts/noto-sans-devanagari.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-devanagari',
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+200C-200D, U+25CC' }],
  // Arial has no Devanagari: a metric-matched Arial would stand in for nothing.
  adjustFontFallback: false,
});
