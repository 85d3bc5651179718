import { site } from '@/content/site';

/** The network hospitals overview (/our-hospitals): the six units, then a block about each. */
export const hospitalsPage = {
  /** Browser title, before the layout adds the brand. */
  metaTitle: 'Our Six Hospitals in Punjab and Kashmir',
  metaDescription: `The six hospitals of ${site.brand} in Punjab and Kashmir: what each one offers, where it is, and how to reach its 24-hour emergency and outpatient clinics.`,
  title: 'Our Hospitals',
  lead: 'Six hospitals in Punjab and Kashmir, each with a 24-hour emergency and its own specialists, and all sharing one set of records, one standard of care and the support of our main hospital in Amritsar.',
  gridHeading: 'Six hospitals, one standard of care',
  gridLead: 'Choose a hospital to see its specialities, its doctors and how to reach it.',
  detailsHeading: 'Each of our hospitals',
  /** The link from a unit's block to its page; names the unit, as several sit on one page. */
  readMoreLabel: (name: string) => `Read more about ${name}`,
};
