// The site's own font, already loaded for the page's text, and its colours as the custom properties
// of :root (styles/tokens.json): presentation attributes take no var(), style does. Importing the
// tokens here instead would ship them in every page's JavaScript, the header being a client island.
const LOGO_TYPE = { fontFamily: 'var(--font-sans), Arial, sans-serif' } as const;
const paint = (colour: string) => ({ fill: `var(--${colour})` });

/**
 * The logo drawn in the page itself (public/images/logo.svg is the same drawing): it paints with
 * the first text, where an image file waited for its own request on a slow network. Hidden
 * from assistive technology: the link around it is named by words of its own, and a label on the
 * link (aria-label) would not match the words drawn in the picture.
 */
export function LogoMark() {
  return (
    <svg width="216" height="48" viewBox="0 0 360 80" aria-hidden focusable="false">
      <defs>
        <linearGradient id="logo-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--brand)' }} />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} />
        </linearGradient>
      </defs>
      <rect x="8" y="10" width="60" height="60" rx="16" fill="url(#logo-mark-fill)" />
      <path
        d="M12 20C6.5 16.4 3.5 13 3.5 9.2A4.6 4.6 0 0 1 12 6.8A4.6 4.6 0 0 1 20.5 9.2C20.5 13 17.5 16.4 12 20Z"
        transform="translate(14.6 14.4) scale(1.95)"
        style={paint('surface')}
      />
      <path d="M35 29.5h6v7h7v6h-7v7h-6v-7h-7v-6h7Z" style={paint('brand')} />
      <text
        x="82"
        y="44"
        style={{ ...LOGO_TYPE, ...paint('brand-strong') }}
        fontSize="34"
        fontWeight="700"
        letterSpacing="-.4"
      >
        Amandeep
      </text>
      <rect x="83" y="56" width="18" height="3" rx="1.5" style={paint('highlight')} />
      <text
        x="108"
        y="63"
        style={{ ...LOGO_TYPE, ...paint('accent') }}
        fontSize="13"
        fontWeight="600"
        letterSpacing="5"
      >
        HOSPITAL
      </text>
    </svg>
  );
}
