import { dialogAlternativesLead, dialogTitles } from '@/content/dialogs';
import { socialBand } from '@/content/navigation';

/**
 * The words of the site's frame on every page but the emergency page: header, phone menu, footer,
 * phone bar and dialogs (with frame.ts, which both frames share). The English ones are the words
 * the shell's client components ship with; a Punjabi or Hindi page hands its own to them
 * (components/layout/shell-context.tsx).
 */
export const shell = {
  helplines: 'Helplines',
  /** Before a number: "24/7 Emergency: +91 …". */
  emergencyLine: '24/7 Emergency',
  /** What each number is for, as labels beside it. */
  phonePurposes: { Emergency: 'Emergency', Appointments: 'Appointments', Reception: 'Reception' },
  /**
   * The header's booking button: all of it from 1280 px, only `book` on narrower desktops. The
   * words around `book` are those hidden there (word order differs between languages).
   */
  bookBefore: '',
  book: 'Book',
  bookAfter: ' an Appointment',
  bookAppointment: 'Book an Appointment',
  requestCall: 'Request a Call',
  quickActions: 'Quick actions',
  call: 'Call',
  callBack: 'Call back',
  whatsapp: 'WhatsApp',
  bookShort: 'Book',
  menu: 'Menu',
  closeMenu: 'Close menu',
  phoneNavigation: 'Mobile',
  moreFrom: 'More from Amandeep Hospital',
  footerHospitals: 'Our hospitals',
  footerPatients: 'For Patients & Visitors',
  footerSpecialities: 'Our Specialty',
  footerLegal: 'Legal',
  moreSpecialities: 'More specialities',
  moreShort: 'More+',
  socialHeading: socialBand.heading as string,
  socialLead: socialBand.lead as string,
  /** A social link's name: {network} is Facebook, YouTube, … */
  socialOn: 'Amandeep Hospital on {network} (opens in a new tab)',
  dialogTitles: { booking: dialogTitles.booking, callback: dialogTitles.callback },
  dialogLeads: {
    booking: dialogAlternativesLead.booking,
    callback: dialogAlternativesLead.callback,
  },
  close: 'Close',
  loadingForm: 'Loading the form…',
  whatsappUs: 'WhatsApp us',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  /** The button that stops and starts a carousel that moves by itself. */
  pauseSlides: 'Pause the slides',
  playSlides: 'Play the slides',
  /** A carousel slide's name: "2 of 6". */
  slideOf: '{index} of {total}',
};
