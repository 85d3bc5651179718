import 'server-only';
import type { FormWords, ShellContent } from '@/content/i18n/shell-content';
import type { Messages } from '@/content/i18n/types';
import {
  aboutMenu,
  doctorsLink,
  emergencyLink,
  hospitalsMenu,
  moreMenu,
  phoneMenuMoreLinks,
  requestStatusLink,
  stripLinks,
  type NavLink,
  type NavMenu,
  type NavPlaceholder,
} from '@/content/navigation';
import { appointmentPath, contactPath, homePath } from '@/content/routes';
import { site } from '@/content/site';
import { catalogue } from './catalogues';
import { languageTag, type Locale } from './locales';
import { localeLink } from './paths';

type Labels = Messages['frame']['linkLabels'];

/**
 * A menu link on a page in `locale`: its label in that language (frame.linkLabels, by the English
 * label), else the English one marked as such; its address the page's twin where there is one.
 */
export function localisedLink<Link extends NavLink | NavPlaceholder>(
  locale: Locale,
  link: Link,
  labels: Labels = catalogue(locale).frame.linkLabels,
): Link {
  if (locale === 'en') return link;
  const label = labels[link.label];
  const english = label === undefined ? { lang: languageTag.en } : {};
  const address =
    link.href === null || ('external' in link && link.external)
      ? {}
      : localeLink(locale, link.href);
  return { ...link, label: label ?? link.label, ...english, ...address };
}

/** A menu on a page in `locale`: its label and every link's (localisedLink). */
export function localisedMenu(locale: Locale, menu: NavMenu): NavMenu {
  if (locale === 'en') return menu;
  const labels = catalogue(locale).frame.linkLabels;
  return {
    ...menu,
    label: labels[menu.label] ?? menu.label,
    links: menu.links.map((link) => localisedLink(locale, link, labels)),
    ...(menu.overview ? { overview: localisedLink(locale, menu.overview, labels) } : {}),
  };
}

/**
 * The frame's words, fixed menus and footer hospitals for a translated page: what its layout
 * hands the shell's client components (components/layout/shell-context.tsx).
 */
export function shellContent(locale: Locale): ShellContent {
  const { frame, shell, units, requests } = catalogue(locale);
  const link = (entry: NavLink) => localisedLink(locale, entry, frame.linkLabels);
  const { unavailable, reload, afterReload } = requests.formCommon;
  return {
    locale,
    words: shell,
    frame: {
      skipToContent: frame.skipToContent,
      home: frame.home,
      mainNavigation: frame.mainNavigation,
      socialMedia: frame.socialMedia,
      opensInNewTab: frame.opensInNewTab,
      description: frame.description,
      allRightsReserved: frame.allRightsReserved,
      language: frame.language,
    },
    links: {
      home: { label: frame.home, ...localeLink(locale, homePath) },
      emergency: link(emergencyLink),
      doctors: link(doctorsLink),
      requestStatus: link(requestStatusLink),
      strip: stripLinks.map(link),
      more: localisedMenu(locale, moreMenu),
      about: localisedMenu(locale, aboutMenu),
      hospitals: localisedMenu(locale, hospitalsMenu),
      phoneMore: phoneMenuMoreLinks.map(link),
      booking: localeLink(locale, appointmentPath).href,
      callback: localeLink(locale, contactPath).href,
    },
    units: site.units.map((unit) => ({
      id: unit.id,
      name: units[unit.id].name,
      address: units[unit.id].address,
      email: unit.email,
      phones: unit.phones,
    })),
    formUnavailable: { lead: unavailable, reload, afterReload },
  };
}

/** The forms' words for a translated page: what its frame hands the forms (form-words.tsx). */
export function formWords(locale: Locale): FormWords {
  const { forms, requests } = catalogue(locale);
  return {
    locale,
    messages: forms,
    booking: requests.bookingForm,
    callback: requests.callbackForm,
    contact: requests.contactForm,
    doctorAppointment: requests.doctorAppointmentForm,
    common: requests.formCommon,
  };
}
