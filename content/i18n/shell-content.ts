import type { NavLink, NavMenu } from '@/content/navigation';
import type { Unit } from '@/content/site';
import type { frame } from './en/frame';
import type { shell } from './en/shell';
import type { Messages } from './types';

/**
 * What the site's frame says and links to, in the page's language: its words, its fixed menus
 * and the hospitals of its footer. The shell's client components read it from
 * components/layout/shell-context.tsx; an English page has no provider, so they show the English
 * they ship with and its HTML carries nothing more. A Punjabi or Hindi page's layout provides its
 * own (lib/i18n/shell.ts), which only that page carries.
 */
export interface ShellContent {
  locale: 'en' | 'pa' | 'hi';
  words: typeof shell;
  frame: Pick<
    typeof frame,
    | 'skipToContent'
    | 'home'
    | 'mainNavigation'
    | 'socialMedia'
    | 'opensInNewTab'
    | 'description'
    | 'allRightsReserved'
    | 'language'
  >;
  links: {
    home: NavLink;
    emergency: NavLink;
    doctors: NavLink;
    requestStatus: NavLink;
    strip: NavLink[];
    more: NavMenu;
    about: NavMenu;
    hospitals: NavMenu;
    phoneMore: NavLink[];
    /** Where the booking and call-back dialogs' triggers lead before the page's script runs. */
    booking: string;
    callback: string;
  };
  units: readonly Pick<Unit, 'id' | 'name' | 'address' | 'email' | 'phones'>[];
  /** What a form says in its place when its code cannot be had (components/ui/code-unavailable). */
  formUnavailable: { lead: string; reload: string; afterReload: string };
}

/**
 * What the forms say, in the page's language: the booking and call-back forms' fields, the words
 * every form shares, and the messages table the browser's and the server's messages are said with
 * (lib/i18n/form-messages.ts). Read from components/forms/form-words.tsx; English pages have no
 * provider.
 */
export interface FormWords {
  /** Sent with every form, so the answer and the stored request are in this language. */
  locale: 'en' | 'pa' | 'hi';
  messages: Messages['forms'];
  booking: Messages['requests']['bookingForm'];
  callback: Messages['requests']['callbackForm'];
  contact: Messages['requests']['contactForm'];
  doctorAppointment: Messages['requests']['doctorAppointmentForm'];
  common: Messages['requests']['formCommon'];
}
