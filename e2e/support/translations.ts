import type { Page } from '@playwright/test';
import { allowedLatinWords } from '../../content/i18n/allowed-latin';
import { catalogue } from './catalogue';

/**
 * The English addresses whose Punjabi and Hindi twins the site serves (lib/i18n/paths.ts), for
 * search engines; and those kept out of search (a thank-you page), checked for their words only.
 */
export const TRANSLATED_PATHS = [
  '/',
  '/emergency',
  '/appointment',
  '/contact-us',
  '/request-status',
  '/ambulance-services',
  '/our-hospitals/best-hospital-in-pathankot',
  '/our-hospitals/amandeep-hospital-punjab',
  '/specialities',
  '/doctors',
  '/doctor',
  '/doctor/gt-road-amritsar/cardiology',
  `/doctor/${catalogue.doctors[0]!.slug}`,
  `/specialities/${catalogue.categories[0]!.slug}`,
];

/** The address of an English page's twin in a language: /pa/emergency, and /pa for the home page. */
export const twinOf = (locale: string, path: string) =>
  path === '/' ? `/${locale}` : `/${locale}${path}`;
export const UNLISTED_TRANSLATED_PATHS = [
  '/thank-you?kind=appointment&ref=AH-7KQ2M9XD',
  '/thank-you?kind=contact&ref=AH-7KQ2M9XD',
] as const;

export const TRANSLATED = [
  {
    locale: 'pa',
    tag: 'pa-IN',
    ogLocale: 'pa_IN',
    language: 'ਭਾਸ਼ਾ',
    ownName: 'ਪੰਜਾਬੀ',
    script: /[\u0A00-\u0A7F]/,
  },
  {
    locale: 'hi',
    tag: 'hi-IN',
    ogLocale: 'hi_IN',
    language: 'भाषा',
    ownName: 'हिन्दी',
    script: /[\u0900-\u097F]/,
  },
] as const;

/**
 * The English words a translated page shows or reads out outside an English block (lang="en…"):
 * its text, hidden text for screen readers included, and the names, descriptions and hints in its
 * attributes. Brand and network names (content/i18n/allowed-latin.ts), digits, phone numbers,
 * email addresses and references (AH-…) are not counted.
 */
export function englishWordsOutsideEnglish(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const allowedWords = new Set(allowed.map((word) => word.toLowerCase()));
    const inEnglish = (element: Element) =>
      element.closest('[lang]')?.getAttribute('lang')?.toLowerCase().startsWith('en') ?? false;
    const found = new Set<string>();
    const look = (text: string | null, where: string) => {
      const words =
        (text ?? '')
          .replace(/\bAH-[\w-]+/g, '')
          .replace(/\S+@\S+/g, '')
          .match(/[A-Za-z]{2,}/g) ?? [];
      for (const word of words)
        if (!allowedWords.has(word.toLowerCase())) found.add(`${word} (${where})`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A bot trap's label (aria-hidden) is read by no one; an email address is no word.
      if (
        !parent ||
        parent.closest(
          'script, style, noscript, template, [aria-hidden="true"], a[href^="mailto:"]',
        )
      )
        continue;
      if (inEnglish(parent)) continue;
      if (!parent.checkVisibility() && !parent.closest('.visually-hidden')) continue;
      look(node.textContent, parent.tagName.toLowerCase());
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder]',
    )) {
      if (inEnglish(element) || element.closest('[aria-hidden="true"]')) continue;
      for (const attribute of ['aria-label', 'alt', 'title', 'placeholder'])
        look(element.getAttribute(attribute), `${element.tagName.toLowerCase()}[${attribute}]`);
    }
    return [...found];
  }, allowedLatinWords as string[]);
}
