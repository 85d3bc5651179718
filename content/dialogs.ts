import { appointmentPath, contactPath } from '@/content/routes';

/** The dialogs every page can open in place: the booking modal and the callback popup. */
export type SiteDialogKind = 'booking' | 'callback';

export const dialogTitles: Record<SiteDialogKind, string> = {
  booking: 'Book an Appointment',
  callback: 'Request a Call',
};

/** Under each dialog's form: the words before the phone and WhatsApp links. */
export const dialogAlternativesLead: Record<SiteDialogKind, string> = {
  booking: 'Prefer to talk? Our appointments desk answers around the clock.',
  callback: 'Need help right now?',
};

export const dialogFallbackHref: Record<SiteDialogKind, string> = {
  booking: appointmentPath,
  callback: contactPath,
};
