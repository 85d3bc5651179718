import { teamCopy } from '@/content/team';

/**
 * The words a hospital's page (/our-hospitals/{link}) says around its own copy: the card with its
 * address and numbers, and the carousel of its doctors. The unit's copy itself is its entry
 * (content/units, and content/i18n/{pa,hi}/units).
 */
export const unitPage = {
  visitHeading: 'Visit us',
  opd: 'OPD',
  emergency: '24/7 Emergency',
  directions: 'Directions',
  /** After Directions, for screen readers: {name} is the hospital's. */
  directionsTo: 'to {name}',
  /** {place} is the hospital's short name (GT Road, Amritsar). */
  doctorsHeading: teamCopy.unitHeading('{place}'),
  doctorsLead: teamCopy.unitLead as string,
  /** A translated page shows a few of its doctors, then this link to all of them in the list. */
  allDoctors: 'See all {count, plural, one {# doctor} other {# doctors}} at this hospital',
};
