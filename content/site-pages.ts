import { centreEntries, type CentreSlug } from '@/content/centres';
import type { CentreEntry } from '@/content/centres/types';
import { legalEntries, type LegalSlug } from '@/content/legal';
import type { LegalEntry } from '@/content/legal/types';
import { defineRegistry } from '@/content/registry';
import { serviceEntries, type ServiceSlug } from '@/content/services';
import type { ServiceEntry } from '@/content/services/types';

/** A page at the top level of the site, /{slug}: a service, a centre of excellence or a legal page. */
export type SitePage =
  | { kind: 'service'; entry: ServiceEntry<ServiceSlug> }
  | { kind: 'centre'; entry: CentreEntry<CentreSlug> }
  | { kind: 'legal'; entry: LegalEntry<LegalSlug> };

type SitePageSlug = SitePage['entry']['slug'];

// The three families share one level of addresses: one registry over them all finds a page by its
// slug, and refuses two pages of different families under one slug.
const sitePageRegistry = defineRegistry<SitePage, SitePageSlug>(
  [
    ...serviceEntries.map((entry) => ({ kind: 'service', entry }) as const),
    ...centreEntries.map((entry) => ({ kind: 'centre', entry }) as const),
    ...legalEntries.map((entry) => ({ kind: 'legal', entry }) as const),
  ],
  (page) => page.entry.slug,
);

/** Every service, centre and legal page, family by family. */
export const sitePages = sitePageRegistry.entries;

/** The slug of every page at /{slug}. */
export const sitePageSlugs = sitePageRegistry.keys;

/** The service, centre or legal page at /{slug}, if there is one. */
export const sitePageBySlug = sitePageRegistry.get;
