import { site, type Unit } from '@/content/site';

/** How a unit's names and address read in one language: place names in that language's script. */
export interface UnitWords {
  name: string;
  shortName: string;
  city: string;
  address: string;
}

/** English: the units as content/site.ts writes them. */
export const units = Object.fromEntries(
  site.units.map((unit) => [
    unit.id,
    { name: unit.name, shortName: unit.shortName, city: unit.city, address: unit.address },
  ]),
) as Record<Unit['id'], UnitWords>;
