// A page may hold a booking form of its own (a doctor's profile holds that doctor's). The site's
// Book buttons then take the visitor there instead of opening the empty booking dialog.

/** Marks the element around a page's own booking form. */
export const IN_PAGE_BOOKING_ATTRIBUTE = 'data-in-page-booking';

/** A field a visitor fills in: not a hidden input, nor the bot trap kept out of the tab order. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea';

/**
 * Scrolls to the page's own booking form and focuses its first field. False when the page has
 * none, so that the caller opens the dialog instead.
 */
export function focusInPageBooking(root: ParentNode = document): boolean {
  const target = root.querySelector<HTMLElement>(`[${IN_PAGE_BOOKING_ATTRIBUTE}]`);
  const field = target?.querySelector<HTMLElement>(FIRST_FIELD);
  if (!target || !field) return false;
  // Smooth or not as the page's scroll-behavior says, which honours prefers-reduced-motion.
  target.scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
  return true;
}
