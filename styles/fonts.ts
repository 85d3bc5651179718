import localFont from 'next/font/local';

/** Inter (variable weight, Latin), self-hosted: the machines that build the site are offline. */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
});
