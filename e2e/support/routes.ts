import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { catalogue } from './catalogue';

// One address for every page route the site has, so checks that must cover "every page" do.
// A new route without an entry here fails the check below that compares this with app/.

const firstDoctor = catalogue.doctors[0]!;

export const sampleRoutes: Record<string, string> = {
  '/': '/',
  '/about-amandeep-hospital': '/about-amandeep-hospital',
  '/academics': '/academics',
  // The service, centre and legal pages (content/services, content/centres, content/legal) share one route.
  '/[slug]': '/hbot',
  '/all-event': '/all-event',
  '/all-news': '/all-news',
  '/allaward': '/allaward',
  '/appointment': '/appointment',
  '/blog/[slug]': `/blog/${catalogue.blogs[0]!.slug}`,
  // A searched or paged /blogs address renders this route (lib/list-rewrites.mjs).
  '/blog-list/[view]': '/blogs?q=heart',
  '/blogs': '/blogs',
  '/cancel': '/cancel',
  '/careers': '/careers',
  '/careers/[slug]': `/careers/${catalogue.careers[0]!.slug}`,
  '/checkout': '/checkout',
  '/contact-us': '/contact-us',
  '/csr': '/csr',
  '/doctor': '/doctor',
  '/doctor/[slug]': `/doctor/${firstDoctor.slug}`,
  '/doctor/[slug]/[category]': '/doctor/gt-road-amritsar/cardiology',
  '/doctors': '/doctors',
  '/empanelments': '/empanelments',
  // A filtered or paged /doctors address renders this route (lib/list-rewrites.mjs).
  '/doctors/list/[filters]': '/doctors?city=Srinagar',
  '/gallery': '/gallery',
  '/international-patients': '/international-patients',
  '/leadership': '/leadership',
  '/modalcare': '/modalcare',
  '/our-hospitals': '/our-hospitals',
  '/our-hospitals/[link]': '/our-hospitals/amandeep-hospital-punjab',
  '/packages': '/packages',
  '/specialities': '/specialities',
  '/specialities/[slug]': `/specialities/${catalogue.categories[0]!.slug}`,
  // A searched or paged /specialities address renders this route (lib/list-rewrites.mjs).
  '/speciality-list/[view]': '/specialities?category=card',
  '/statutory-monthly-report': '/statutory-monthly-report',
  '/success': '/success',
  '/thank-you': '/thank-you',
};

/** Addresses answered by the not-found page. */
export const notFoundSample = '/no-such-page';

/** Every page route under app/, as a pattern such as '/doctor/[slug]'. */
export function pageRoutes(appDir = join(__dirname, '..', '..', 'app')): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'api') walk(join(dir, entry.name));
      else if (entry.name === 'page.tsx') {
        const segments = relative(appDir, dir)
          .split(sep)
          .filter((segment) => segment && !segment.startsWith('('));
        routes.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(appDir);
  return routes.sort();
}
