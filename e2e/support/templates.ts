import { centrePaths } from './content-pages';
import { notFoundSample, sampleRoutes } from './routes';

/**
 * One address of each template the site renders: every page route (sampleRoutes, which a check
 * keeps complete), the /[slug] route's other two kinds of content (its sample is a service page;
 * a centre and a legal page are laid out from other blocks), and the 404 page. Records of one
 * kind (doctors, posts, openings) share their route's template; what their data can break in the
 * markup is checked on every page by the crawler (e2e/support/crawler.ts).
 */
export const templatePaths = [
  ...new Set([...Object.values(sampleRoutes), centrePaths[0]!, '/privacy-policy', notFoundSample]),
];
