/**
 * The words of the blocks pages share: the closing call to action's buttons (content/blocks.ts),
 * a list's later pages and its page links. A block reads them in its page's language
 * (lib/i18n/page-locale.ts).
 */
export const blocks = {
  callEmergency: 'Call emergency',
  callAppointments: 'Call appointments',
  bookAppointment: 'Book an appointment',
  /** A later page of a list, in its title and description. */
  pagedTitle: '{title}, page {page}',
  pagedDescription: 'Page {page}. {description}',
  /** The pages of a list. */
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
};
