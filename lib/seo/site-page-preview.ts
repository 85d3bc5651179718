import type { SitePage } from '@/content/site-pages';
import { displayDate } from '@/lib/dates';
import type { OgCardInput } from './og-card';

/**
 * What the link preview of a service, centre-of-excellence or legal page says: its kind on the
 * badge, its name, and a line. The card's logo names the hospital already, so no line repeats it.
 */
export function sitePagePreview(page: SitePage): OgCardInput {
  switch (page.kind) {
    case 'service':
      return { kind: 'Patient services', title: page.entry.title };
    case 'centre':
      return { kind: 'Centre of Excellence', title: page.entry.title, line: page.entry.category };
    case 'legal':
      return {
        kind: 'Legal',
        title: page.entry.title,
        line: `Last updated ${displayDate(page.entry.updated)}`,
      };
  }
}
