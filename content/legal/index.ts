import { disclaimer } from './disclaimer';
import { privacyPolicy } from './privacy-policy';
import type { LegalEntry } from './types';

/** Every legal page, in the order the footer lists them. */
export const legalEntries: readonly LegalEntry[] = [privacyPolicy, disclaimer];

/** The legal pages keyed by their slug. */
export const legalPages: ReadonlyMap<string, LegalEntry> = new Map(
  legalEntries.map((page) => [page.slug, page]),
);

/** The legal page at /{slug}, if there is one. */
export function getLegalPage(slug: string): LegalEntry | undefined {
  return legalPages.get(slug);
}
