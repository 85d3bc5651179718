import { burnTreatmentCentre } from './amandeep-centre-of-excellence-for-burn-treatment';
import type { CentreEntry } from './types';

/** Every centre-of-excellence and department page, in the order menus list them. */
export const centreEntries: readonly CentreEntry[] = [burnTreatmentCentre];

/** The centre pages keyed by their slug. */
export const centres: ReadonlyMap<string, CentreEntry> = new Map(
  centreEntries.map((centre) => [centre.slug, centre]),
);

/** The centre page at /{slug}, if there is one. */
export function getCentre(slug: string): CentreEntry | undefined {
  return centres.get(slug);
}
