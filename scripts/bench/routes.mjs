import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** `sampleRoutes` of e2e/support/routes.ts: one sample path per page route. */
export function sampleRoutesOf(projectDir) {
  const require = createRequire(join(projectDir, 'package.json'));
  require('esbuild-register/dist/node').register({ target: 'node20' });
  return require(join(projectDir, 'e2e', 'support', 'routes.ts')).sampleRoutes;
}

/** Lighthouse runs on one route of each kind the site has. */
const LIGHTHOUSE_ROUTES = [
  '/',
  '/doctors',
  '/doctor/[slug]',
  '/contact-us',
  '/careers',
  // As later issues add them: a speciality, a blog post, a unit, a service page, academics.
  '/speciality/[slug]',
  '/blog/[slug]',
  '/unit/[slug]',
  '/service/[slug]',
  '/academics',
];

export function lighthousePaths(sampleRoutes) {
  return LIGHTHOUSE_ROUTES.filter((route) => route in sampleRoutes).map((route) => ({
    route,
    path: sampleRoutes[route],
  }));
}

/** The routes measured under load; the filtered /doctors links are the ones a spike shares. */
export function loadPaths(sampleRoutes) {
  return [
    { route: '/', path: '/' },
    { route: '/doctors', path: '/doctors' },
    { route: '/doctors?city=', path: '/doctors?city=Pathankot', filteredDoctors: true },
    { route: '/doctors?q=', path: '/doctors?q=singh', filteredDoctors: true },
    { route: '/doctor/[slug]', path: sampleRoutes['/doctor/[slug]'] },
    { route: '/contact-us', path: '/contact-us' },
    { route: '/careers', path: '/careers' },
  ].filter((entry) => entry.path !== undefined);
}

export const hasBuild = (distDir) => existsSync(join(distDir, 'BUILD_ID'));
