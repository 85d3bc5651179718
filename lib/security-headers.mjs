// The headers every response carries, pages, route handlers, files and the 404 page alike. Read by
// next.config.mjs at build time, from the same environment as the image hosts, so the policy
// allows exactly the image hosts next/image was built for.

/** Where browsers send what the policy blocked (app/api/csp-report). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The name the Reporting API knows that address by. */
export const CSP_REPORT_GROUP = 'csp-endpoint';
/** The only host whose frames a page may show: the privacy-enhanced video player. */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * A CSP host source for each image host pattern: `**.example.org` (any subdomain) becomes
 * `*.example.org`, which CSP also reads as any depth of subdomain.
 * @param {import('./image-hosts.mjs').ImageHostPattern[]} patterns
 */
export function imageSources(patterns) {
  return patterns.map(({ protocol, hostname, port }) => {
    const host = hostname.replace(/^\*\*\./, '*.');
    const withPort = port ? `${host}:${port}` : host;
    return protocol ? `${protocol}://${withPort}` : withPort;
  });
}

/**
 * The Content-Security-Policy. Scripts: the site's pages are prerendered and revalidated in the
 * background, so one HTML document serves every visitor and cannot carry a per-request nonce; the
 * inline scripts Next writes into it (the bootstrap and the streamed page data) change with every
 * render, so no hash list could name them either. 'unsafe-inline' is therefore kept for scripts;
 * everything else is held tight: no eval, no script from any other origin, no plugins, no <base>,
 * forms post only here, no framing of the site. Styles keep 'unsafe-inline' for the style
 * attributes React and next/image write. `next dev` alone needs eval (React's debugging tools).
 * @param {{ imageHosts: import('./image-hosts.mjs').ImageHostPattern[], https: boolean, development?: boolean }} options
 */
export function contentSecurityPolicy({ imageHosts, https, development = false }) {
  const directives = [
    ["default-src 'self'"],
    [`script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`],
    ["style-src 'self' 'unsafe-inline'"],
    ["img-src 'self' data: blob:", ...imageSources(imageHosts)],
    ["font-src 'self'"],
    ["connect-src 'self'"],
    ["media-src 'self'"],
    [`frame-src ${VIDEO_FRAME_ORIGIN}`],
    ["worker-src 'self'"],
    ["manifest-src 'self'"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
    ...(https ? [['upgrade-insecure-requests']] : []),
    [`report-uri ${CSP_REPORT_PATH}`],
    [`report-to ${CSP_REPORT_GROUP}`],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Browser features no page uses: off for the site and every frame in it. Geolocation is the
 * site's own, for frames of no other site: the emergency page's "Nearest hospital first" asks for
 * it on a tap. Site-wide, not on /emergency alone, because a document keeps the policy it loaded
 * with: reached from the menu without a reload, the page would find location blocked. Only features
 * browsers know: Chromium logs an error on every page for a name it does not (it did for bluetooth).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

/** Two years, the span browsers' preload lists ask for. */
const HSTS_MAX_AGE = 63_072_000;

/**
 * Name/value pairs for next.config.mjs `headers()`.
 * @param {{ imageHosts: import('./image-hosts.mjs').ImageHostPattern[], siteUrl?: string, development?: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ imageHosts, siteUrl, development = false }) {
  const https = (siteUrl ?? '').startsWith('https://');
  const headers = [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({ imageHosts, https, development }),
    },
    { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // No other site's page may load these answers (an image, a PDF, a JSON answer) into its own.
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
  if (https)
    headers.push({
      key: 'Strict-Transport-Security',
      value: `max-age=${HSTS_MAX_AGE}; includeSubDomains`,
    });
  return headers;
}
