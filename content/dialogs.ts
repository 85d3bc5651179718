import type { SiteDialogKind } from '@/components/layout/site-dialog-events';

export const dialogTitles: Record<SiteDialogKind, string> = {
  booking: 'Book an Appointment',
  callback: 'Request a Call',
};

export const dialogIntro: Record<SiteDialogKind, string> = {
  booking: 'Tell us who you would like to see and where. Our appointments desk answers every day, around the clock.',
  callback: 'Leave your number and a member of our team will call you back.',
};

export const dialogFallbackHref: Record<SiteDialogKind, string> = {
  booking: '/appointment',
  callback: '/contact-us',
};
