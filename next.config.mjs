import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { allListRewrites } from './lib/lists/rewrites.mjs';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { apiIsLoopback, imageHostPatterns } from './lib/image-hosts.mjs';
import { securityHeaders } from './lib/security-headers.mjs';

const imageHosts = imageHostPatterns(process.env);

// With REDIS_URL, every instance shares Next's cache (ISR pages, fetch cache, tag revalidations)
// through Redis, and Next's own in-memory copy is off (the handler keeps a bounded one that
// also answers during an outage).
const redisCache = process.env.REDIS_URL?.trim()
  ? {
      cacheHandler: fileURLToPath(new URL('./lib/cache/redis-cache-handler.mjs', import.meta.url)),
      cacheMaxMemorySize: 0,
    }
  : null;

/**
 * Without Redis, Next's own cache (lib/cache/local-cache-handler.mjs is Next's file-system cache),
 * kept in its bounded memory copy (cacheMaxMemorySize, 50 MB by default) and never written to disk
 * while the site runs (isrFlushToDisk, below): every search of a list is a render of its own
 * (/doctors?q=… becomes /doctors/view/q=…), about 100 KB each, so a crawler or a bot trying names
 * would otherwise add files until the disk is full. The build still writes what it prerendered, which the server
 * reads; after a restart a page starts again from its build copy and regenerates on its first
 * visit past the window, and an outage then is covered by the hospital API's own last good
 * answers on disk (lib/hospital-api/last-good.ts).
 */
const localCache = {
  cacheHandler: fileURLToPath(new URL('./lib/cache/local-cache-handler.mjs', import.meta.url)),
};

/**
 * A build made by `npm test` (NEXT_TEST_BUILD=1): the whole project was type-checked once by tsc
 * before its three builds, so each skips Next's own check; and Turbopack's compile cache is not
 * written, since each test build starts from an empty folder and none would read it.
 */
const testBuild = process.env.NEXT_TEST_BUILD === '1';

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  // Tests build a second copy against the stub upstream beside the default one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // A self-contained server folder (server.js and only the node_modules it needs) for the
  // container image, whose build asks for it (the Dockerfile sets NEXT_OUTPUT=standalone).
  // Every other build is served by `next start`, which warns that it cannot serve a standalone one.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' } : {}),
  ...(redisCache ?? localCache),
  experimental: {
    // app/global-not-found.tsx answers an address that matches no route (it says why).
    globalNotFound: true,
    // Each page's stylesheets hold its own blocks' styles, not every page's: by default Turbopack
    // put the styles of all pages under the site's frame into one shared 117 KB sheet (19.9 KB
    // gzip) that every page waited for before its first paint. A request is charged as 30 KB
    // here: fewer, larger sheets above that, more and smaller below (the stylesheet budget,
    // scripts/bench/budgets.mjs, holds the result). It may merge any two pages' styles, so no
    // page-specific @font-face goes through a stylesheet (styles/script-fonts.ts).
    cssChunking: { type: 'graph', requestCost: 30_000 },
    ...(redisCache ? {} : { isrFlushToDisk: false }),
    ...(testBuild ? { turbopackFileSystemCacheForBuild: false } : {}),
  },
  ...(testBuild ? { typescript: { ignoreBuildErrors: true } } : {}),
  reactStrictMode: true,
  // Loaded from node_modules at run time, not bundled: PGlite reads its WASM and data files
  // there, and the Redis client has an optional native module that is not installed.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@electric-sql/pglite-socket',
    'redis',
    'rate-limiter-flexible',
  ],
  poweredByHeader: false,
  // An ETag is a hash of the whole page, computed again on every request: with it, a cached page
  // served 930 requests a second on this machine, without it 1,300. Pages are revalidated by their
  // Cache-Control (s-maxage) instead; static assets keep their own immutable caching.
  generateEtags: false,
  // proxy.ts strips a trailing slash together with any other correction of the address, in one
  // redirect (lib/canonical-address.ts); Next's own would come first and make a chain.
  skipTrailingSlashRedirect: true,
  // On every response: pages, route handlers, files, images, redirects and the 404 page.
  async headers() {
    const headers = securityHeaders({
      imageHosts,
      siteUrl: process.env.SITE_URL,
      development: phase === PHASE_DEVELOPMENT_SERVER,
    });
    return [
      // An unnamed pattern: with a named one (/:path*), Next treats every value holding a ":" (the
      // policy's data:, blob: and https://) as a template and compiles it again on every request.
      { source: '/(.*)', headers },
      // The icon sprite (scripts/make-icon-sprite.ts), the favicon and the pictures under public/
      // are static files, which Next would send with max-age=0: every page, and every return
      // visit, would ask for each again (38 pictures on the home page). Their names carry no hash,
      // so a day: a redrawn picture reaches everyone within it (a week while the browser shows
      // the old one and asks in the background). The PDFs under documents/ are not among them: a
      // corrected report is seen at once.
      ...['/icons.svg', '/favicon.svg', '/images/(.*)', '/catalogue/(.*)'].map((source) => ({
        source,
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' },
        ],
      })),
      // The script fonts are named by their content's hash (styles/script-fonts.ts): a new cut
      // is a new address, so a browser may keep each for a year without asking again.
      {
        source: '/fonts/(.*)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
  // Every searchable list's address goes to one cached render per view (lib/lists/rewrites.mjs,
  // which says why these are afterFiles rules).
  async rewrites() {
    return { beforeFiles: [], afterFiles: allListRewrites(), fallback: [] };
  },
  // Upstream and image hosts are read at build time; the list is also handed to the render code
  // so that only these hosts go through the optimiser and every other image stays a plain <img>.
  // BUILD_TIME dates the sitemap's pages that carry no date of their own. BUILT_SITE_URL is the
  // origin the build prerendered its pages for: a server started without SITE_URL keeps it.
  env: {
    OPTIMISED_IMAGE_HOSTS: JSON.stringify(imageHosts),
    BUILD_TIME: new Date().toISOString(),
    BUILT_SITE_URL: process.env.SITE_URL?.trim() ?? '',
  },
  images: {
    remotePatterns: imageHosts,
    // The test upstream runs on 127.0.0.1; a real deployment keeps the default protection.
    dangerouslyAllowLocalIP: apiIsLoopback(process.env),
    formats: ['image/avif', 'image/webp'],
    // Both cache handlers keep the optimiser's results on disk, bounded
    // (lib/cache/image-disk-cache.mjs); Next's own image cache is off while pages stay off disk.
    customCacheHandler: true,
  },
});

// next-intl finds its request configuration here (lib/i18n/request.ts says why it reads no request).
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {(phase: string) => import('next').NextConfig} */
const config = (phase) => withNextIntl(nextConfig(phase));

export default config;
