import 'server-only';
import { cache } from 'react';
import { defaultLocale, type Locale } from './locales';

// The language of the page being rendered, for the cards and blocks deep inside it that say a
// few words of their own (a doctor card's "Know Your Doctor", a rating). Pages pass their
// language to what they render directly; a translated page also sets it here on entry, as
// next-intl's setRequestLocale does, so that shared cards need no language prop through every
// list. React's cache lives for one render: an English page, which sets nothing, reads English.
const current = cache((): { locale: Locale } => ({ locale: defaultLocale }));

/** Called first thing by a translated page (and its layout): the language of this render. */
export function setPageLocale(locale: Locale): void {
  current().locale = locale;
}

/** The language of the page being rendered: English unless the page said otherwise. */
export function pageLocale(): Locale {
  return current().locale;
}
