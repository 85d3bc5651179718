import { gtRoadAmritsarUnit } from './amandeep-hospital-punjab';
import { ferozepurUnit } from './amandeep-hospital-ferozepur';
import { medicityAmritsarUnit } from './amandeep-medicity-hospital-amritsar';
import { srinagarUnit } from './amandeep-medicity-srinagar';
import { pathankotUnit } from './best-hospital-in-pathankot';
import { tarnTaranUnit } from './best-hospital-in-tarn-taran';
import type { UnitEntry } from './types';

/** Every unit page, in the order menus list them (the order of site.sites). */
export const unitEntries: readonly UnitEntry[] = [
  gtRoadAmritsarUnit,
  medicityAmritsarUnit,
  pathankotUnit,
  tarnTaranUnit,
  ferozepurUnit,
  srinagarUnit,
];

/** The unit pages keyed by their link. */
export const units: ReadonlyMap<string, UnitEntry> = new Map(
  unitEntries.map((unit) => [unit.link, unit]),
);

/** The unit page at /our-hospitals/{link}, if there is one. */
export function getUnit(link: string): UnitEntry | undefined {
  return units.get(link);
}
