import localFont from 'next/font/local';

/**
 * Noto Sans Gurmukhi, for the Punjabi pages only: app/(pa)/layout.tsx imports it, so that no
 * English or Hindi page announces it. Limited to its script (unicode-range), and with no fallback
 * face of its own, so Latin in Punjabi text (names, digits) falls to Inter: see globals.scss.
 * Preloaded on its pages, where every heading needs it.
 */
export const gurmukhi = localFont({
  src: './fonts/noto-sans-gurmukhi.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-gurmukhi',
  declarations: [{ prop: 'unicode-range', value: 'U+0964-0965, U+0A01-0A76, U+200C-200D, U+25CC' }],
  // Arial has no Gurmukhi: a metric-matched Arial would stand in for nothing.
  adjustFontFallback: false,
});
