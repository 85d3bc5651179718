import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** `sampleRoutes` of e2e/support/routes.ts: one sample path per page route. */
export function sampleRoutesOf(projectDir) {
  const require = createRequire(join(projectDir, 'package.json'));
  require('esbuild-register/dist/node').register({ target: 'node20' });
  return require(join(projectDir, 'e2e', 'support', 'routes.ts')).sampleRoutes;
}

/**
 * Lighthouse runs on one route of each kind the site has: these five, then the first route found
 * of each kind below (a speciality, a blog post, a unit, a service page, and the longest content
 * pages: academics, international patients, empanelments; the emergency page; a scheme's page and
 * the cover checker's answer; the translated pages).
 */
const LIGHTHOUSE_ROUTES = ['/', '/doctors', '/doctor/[slug]', '/contact-us', '/careers'];
const LATER_KINDS = [
  (route) => route.startsWith('/specialities/'),
  (route) => route.startsWith('/blog/'),
  (route) => route.startsWith('/our-hospitals/'),
  (route) =>
    [
      '/ambulance-services',
      '/physiotherapy',
      '/radiology',
      '/csr',
      '/hbot',
      '/pathology',
      '/blood-bank',
    ].includes(route),
  (route) => route === '/academics',
  (route) => route === '/international-patients',
  (route) => route === '/empanelments',
  // Issue 43: a scheme's own page, and the cover checker's answer.
  (route) => route === '/empanelments/[slug]',
  (route) => route === '/empanelments/check',
  // Issue 43: it must render in under a second on a throttled phone.
  (route) => route === '/emergency',
  // Issue 44: one translated page of each kind, in each language.
  (route) => route === '/pa/emergency',
  (route) => route === '/hi/emergency',
  (route) => route === '/pa/appointment',
  (route) => route === '/hi/appointment',
  (route) => route === '/pa',
  (route) => route === '/hi',
  (route) => route === '/pa/contact-us',
  (route) => route === '/hi/request-status',
  (route) => route === '/pa/ambulance-services',
  (route) => route === '/hi/our-hospitals/[link]',
  (route) => route === '/pa/doctors',
  (route) => route === '/hi/doctor/[slug]',
  (route) => route === '/hi/specialities/[slug]',
  (route) => route === '/pa/doctor/[slug]/[category]',
];

export function lighthousePaths(sampleRoutes) {
  const routes = Object.keys(sampleRoutes).sort();
  const later = LATER_KINDS.map((isKind) => routes.find(isKind)).filter(Boolean);
  return [...LIGHTHOUSE_ROUTES.filter((route) => route in sampleRoutes), ...later].map((route) => ({
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
