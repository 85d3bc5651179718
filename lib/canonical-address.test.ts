/** @jest-environment node */
import { centreAliases } from '@/content/centres/aliases';
import { config as proxyConfig } from '@/proxy';
import { LOWER_CASE_CHILDREN, canonicalPath } from './canonical-address';

// Next's own compilation of a matcher (not in its published types).
const { getMiddlewareMatchers } = jest.requireActual<{
  getMiddlewareMatchers: (
    matcher: unknown,
    config: object,
  ) => { regexp: string; has?: unknown[] }[];
}>('next/dist/build/analysis/get-page-static-info');

/** The paths the proxy runs on, judged by Next's own compilation of its matcher. */
const proxyPatterns = getMiddlewareMatchers(proxyConfig.matcher, {})
  .filter((matcher) => !matcher.has)
  .map((matcher) => new RegExp(matcher.regexp));

const proxyTakes = (pathname: string) => proxyPatterns.some((pattern) => pattern.test(pathname));

describe('canonicalPath', () => {
  it.each([
    ['/about-amandeep-hospital/', '/about-amandeep-hospital'],
    ['/doctor/dr-a//', '/doctor/dr-a'],
    ['/home', '/'],
    ['/home/', '/'],
    ['/index.php', '/'],
    ['/blog', '/blogs'],
    ['/blog/', '/blogs'],
    [
      '/amandeep-centre-of-excellence-cleft-lip-palate',
      '/amandeep-centre-of-excellence-cleft-lip-Palate',
    ],
    [
      '/amandeep-centre-of-excellence-cleft-lip-palate/',
      '/amandeep-centre-of-excellence-cleft-lip-Palate',
    ],
    ['/blog/winter%2dsmog%2Dguide/', '/blog/winter-smog-guide'],
    ['/specialities/cardiolog%79', '/specialities/cardiology'],
    ['/specialities/ent%20care', '/specialities/ent%20care'],
    ['/blog/%e0%a4%b9', '/blog/%E0%A4%B9'],
    // Written in capitals (a print advert, a shouted link): the site's own segments in lower case.
    ['/CONTACT-US/', '/contact-us'],
    ['/About-Amandeep-Hospital', '/about-amandeep-hospital'],
    ['/DOCTORS', '/doctors'],
    ['/Doctor/dr-a', '/doctor/dr-a'],
    ['/our-hospitals/Best-Hospital-In-Pathankot', '/our-hospitals/best-hospital-in-pathankot'],
    ['/Empanelments/Aman-Ki-Asha', '/empanelments/aman-ki-asha'],
    [
      '/Amandeep-Centre-Of-Excellence-Cleft-Lip-Palate',
      '/amandeep-centre-of-excellence-cleft-lip-Palate',
    ],
  ])('takes %s to %s', (from, to) => {
    expect(canonicalPath(from)).toBe(to);
  });

  it.each([
    '/',
    '/contact-us',
    '/amandeep-centre-of-excellence-cleft-lip-Palate',
    '/insurance-&-tpa',
    '/blog/%E0%A4%B9',
    // A doctor's, a post's or a job's address is the hospital API's, written as it sends it.
    '/doctor/Dr-A',
    '/blog/Winter-Smog',
    // The spec's cleft page keeps its capital, and so do the addresses under it.
    '/amandeep-centre-of-excellence-cleft-lip-Palate/opengraph-image',
  ])('leaves %s as it is', (path) => {
    expect(canonicalPath(path)).toBe(path);
  });

  it('never needs a second step: the canonical path of a canonical path is itself', () => {
    for (const path of ['/home/', '/blog/', '/specialities/a%2db/', '/x/y/'])
      expect(canonicalPath(canonicalPath(path))).toBe(canonicalPath(path));
  });
});

describe("the proxy's matcher", () => {
  it.each([
    '/about-amandeep-hospital/',
    '/doctors/',
    '/blog/',
    '/blog',
    '/home',
    '/blog/winter%2Dsmog',
    '/specialities/cardiolog%79',
    ...[...centreAliases.keys()].map((alias) => `/${alias}`),
    '/CONTACT-US',
    '/Doctors',
    '/Doctor/dr-a',
    ...LOWER_CASE_CHILDREN.map((list) => `/${list}/Some-Page`),
  ])('takes %s, which has a canonical spelling', (path) => {
    expect(canonicalPath(path)).not.toBe(path);
    expect(proxyTakes(path)).toBe(true);
  });

  it.each([
    '/',
    '/contact-us',
    '/doctor/dr-a',
    '/blog/winter-smog',
    '/specialities/cardiology',
    '/_next/static/chunks/main.js',
    '/_next/static/media/Font.woff2',
    '/api/Doctors',
    '/doctor/Dr-A',
  ])('leaves %s to Next', (path) => {
    expect(proxyTakes(path)).toBe(false);
  });
});
