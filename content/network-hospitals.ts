import { site } from '@/content/site';
import { unitPath } from '@/content/routes';

/** The rating every unit card shows (spec: 4 of 5). */
export const hospitalRating = { value: 4, outOf: 5 } as const;

export interface NetworkHospital {
  name: string;
  /** Where it is, in a few words. */
  place: string;
  href: string;
  image: { src: string; alt: string };
}

/**
 * The six units as the home carousel and the hospitals overview show them. Their links (the
 * spec's six unit slugs) live once, in `site.sites`, beside each unit's address and phones.
 */
export const networkHospitals: readonly NetworkHospital[] = site.sites.map((unit) => ({
  name: unit.name,
  place: unit.address,
  href: unitPath(unit.link),
  image: {
    src: `/images/units/${unit.link}.svg`,
    alt: `Illustration of ${unit.name}`,
  },
}));
