import { hbotService } from '@/content/services/hbot';
import { defineServiceEntry } from '@/content/services/types';

/**
 * A service page that is not on the site: one registry entry, its text borrowed from HBOT, listed
 * at the end of the Services menu. Tests add it to content/services to show that the entry alone
 * puts it in the menu, the sitemap, its route and its preview image.
 */
export const fixtureService = defineServiceEntry({
  ...hbotService,
  slug: 'home-dialysis',
  menu: { label: 'Home Dialysis', places: { services: 8 } },
  title: 'Home Dialysis',
  metaTitle: 'Home Dialysis: Treatment in Your Own Home',
  metaDescription:
    'Dialysis at home with our nurses and kidney specialists: who it suits, how training works, and what it costs.',
});
