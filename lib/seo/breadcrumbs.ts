import type { BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl, homePath } from '@/content/routes';

/** One step of a breadcrumb trail; the current page may go without a path. */
export interface Crumb {
  name: string;
  path?: string;
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
