import type { Unit } from '@/content/site';

/** The rating every unit's card shows (spec: a hospital card's rating, 4 of 5). */
export const unitCardRating = { value: 4, outOf: 5 } as const;

/** A unit's illustration on the cards of the home, overview and international carousels. */
export function unitCardImage(unit: Unit): { src: string; alt: string } {
  return { src: `/images/units/${unit.link}.svg`, alt: `Illustration of ${unit.name}` };
}
