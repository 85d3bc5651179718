import type { CentreSlug } from './index';

/**
 * Other spellings of a centre's address that lead to it. The spec writes the cleft page with a
 * capital P; the lowercase form people type redirects there. A module of its own: proxy.ts reads
 * it, and should not carry the centres' content.
 */
export const centreAliases: ReadonlyMap<string, CentreSlug> = new Map([
  [
    'amandeep-centre-of-excellence-cleft-lip-palate',
    'amandeep-centre-of-excellence-cleft-lip-Palate',
  ],
]);
