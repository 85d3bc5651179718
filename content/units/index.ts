import { pathankotUnit } from './best-hospital-in-pathankot';
import type { UnitEntry } from './types';

/** Every unit page, in the order menus list them. */
export const unitEntries: readonly UnitEntry[] = [pathankotUnit];

/** The unit pages keyed by their link. */
export const units: ReadonlyMap<string, UnitEntry> = new Map(
  unitEntries.map((unit) => [unit.link, unit]),
);

/** The unit page at /our-hospitals/{link}, if there is one. */
export function getUnit(link: string): UnitEntry | undefined {
  return units.get(link);
}
