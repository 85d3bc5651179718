import type { BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl, homePath } from '@/content/routes';

/** One step of a breadcrumb trail; the current page may go without a path. */
export interface Crumb {
  name: string;
  path?: string;
  /** The language of the page a step leads to, where it is not the trail's (an English page). */
  hrefLang?: string;
  /** The language of the step's name, where it is not the trail's (a speciality's name). */
  lang?: string;
}

export const homeCrumb: Crumb = { name: 'Home', path: homePath };

/** A page's trail as search engines read it: Home, the pages above it, and the page itself. */
export function breadcrumbJsonLd(
  trail: readonly Crumb[],
  origin: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(origin, crumb.path) } : {}),
    })),
  };
}
