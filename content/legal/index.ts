import { disclaimer } from './disclaimer';
import { privacyPolicy } from './privacy-policy';
import { defineRegistry } from '@/content/registry';

const legalRegistry = defineRegistry([privacyPolicy, disclaimer], (page) => page.slug);

/** Every legal page, in the order the sitemap lists them. */
export const legalEntries = legalRegistry.entries;

/** The legal pages' slugs, as the entries write them. */
export type LegalSlug = (typeof legalRegistry.keys)[number];

/** The legal page at /{slug}, if there is one. */
export const getLegalPage = legalRegistry.get;
