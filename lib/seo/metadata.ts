import type { Metadata } from 'next';
import { site } from '@/content/site';
import { catalogue } from '@/lib/i18n/catalogues';
import { locales, openGraphLocale, type Locale } from '@/lib/i18n/locales';
import { languageAlternates, localePath } from '@/lib/i18n/paths';

/** A page title ends with the brand, added here and nowhere else (see renderedTitle). */
export const TITLE_TEMPLATE = `%s | ${site.brand}`;

/**
 * About as much of a title as a search result shows. A title that would pass it with the brand
 * goes without, so that results do not cut off the place or the subject to show the brand.
 */
export const TITLE_LENGTH_LIMIT = 65;

/** About what a search result shows of a description; longer is cut where the engine likes. */
export const META_DESCRIPTION_MAX = 158;

const namesBrand = (title: string, brand: string) =>
  new RegExp(`\\b${site.brandSlug}\\b`, 'i').test(title) || title.includes(brand);

/** A title's length as a reader counts it: a Gurmukhi or Devanagari vowel sign is no letter. */
const shownLength = (text: string) => [...new Intl.Segmenter().segment(text)].length;

/**
 * The root layout's metadata for a language: the address base, the title template and the
 * site-wide defaults.
 */
export function rootMetadata(origin: string, locale: Locale = 'en'): Metadata {
  const { frame } = catalogue(locale);
  return {
    metadataBase: new URL(origin),
    title: { default: frame.siteTitle, template: `%s | ${frame.brand}` },
    description: frame.description,
    applicationName: site.brand,
    openGraph: { type: 'website', siteName: site.brand, locale: openGraphLocale[locale] },
    twitter: { card: 'summary_large_image' },
    icons: { icon: '/favicon.svg' },
  };
}

/** app/opengraph-image.tsx, the preview of every English page without one of its own. */
export const DEFAULT_PREVIEW_IMAGE = {
  url: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: `${site.brand}: multi-speciality hospitals in Punjab and Kashmir`,
  type: 'image/png',
};

/** Where a language's brand card is served (app/(pa)/pa/preview-card.png/route.ts). */
export const PREVIEW_CARD_PATH = '/preview-card.png';

/**
 * The preview of a page in a language without one of its own: the brand card drawn in that
 * language's script, or in English the site's default.
 */
export function previewImageOf(locale: Locale) {
  if (locale === 'en') return DEFAULT_PREVIEW_IMAGE;
  return {
    ...DEFAULT_PREVIEW_IMAGE,
    url: localePath(locale, PREVIEW_CARD_PATH),
    alt: catalogue(locale).preview.alt,
  };
}

export interface PageMetadataInput {
  /**
   * Gains the brand ('… | brand') unless it names it already or would then be longer than
   * TITLE_LENGTH_LIMIT; `{ absolute }` stands alone.
   */
  title: string | { absolute: string };
  description: string;
  /**
   * The page's English address: its canonical link and og:url in English, and under the
   * language's prefix in another (lib/i18n/paths.ts). None for the 404 page.
   */
  path?: string;
  /** The page's language; a translated page and its English twin name each other (hreflang). */
  locale?: Locale;
  /**
   * The route has an opengraph-image file of its own (a doctor, a speciality, a blog post, a unit,
   * a service, centre or legal page), which Next names. Every other page gets the brand card of
   * app/opengraph-image.tsx: a page's own Open Graph settings would otherwise hide that file.
   */
  ownPreviewImage?: boolean;
  /** Pages that only make sense after an action (thanks, payment results): kept out of search. */
  noindex?: boolean;
  type?: 'website' | 'profile' | 'article';
}

/** A title as the browser shows it, with the brand (in the page's language) where it belongs. */
export function renderedTitle(
  title: PageMetadataInput['title'],
  brand: string = site.brand,
): string {
  if (typeof title !== 'string') return title.absolute;
  const branded = `${title} | ${brand}`;
  return namesBrand(title, brand) || shownLength(branded) > TITLE_LENGTH_LIMIT ? title : branded;
}

/** A list's title on a later page, so that each page of it has a title of its own. */
export function pagedTitle(title: string, page: number | undefined): string {
  return page && page > 1 ? `${title}, page ${page}` : title;
}

/** A list's description on a later page: its own too, as search engines want each page's. */
export function pagedDescription(description: string, page: number | undefined): string {
  return page && page > 1 ? `Page ${page}. ${description}` : description;
}

/** A page's metadata: title, description, canonical link, Open Graph, Twitter card and robots. */
export function pageMetadata({
  title,
  description,
  path,
  locale = 'en',
  ownPreviewImage = false,
  noindex = false,
  type = 'website',
}: PageMetadataInput): Metadata {
  const shown = renderedTitle(title, catalogue(locale).frame.brand);
  const images = ownPreviewImage ? undefined : [previewImageOf(locale)];
  const address = path === undefined ? undefined : localePath(locale, path);
  // Twins are named to search engines only where they are to be found (not a thank-you page).
  const languages = path === undefined || noindex ? undefined : languageAlternates(path);
  return {
    title: { absolute: shown },
    description,
    ...(address ? { alternates: { canonical: address, ...(languages ? { languages } : {}) } } : {}),
    openGraph: {
      type,
      siteName: site.brand,
      locale: openGraphLocale[locale],
      ...(languages
        ? {
            alternateLocale: locales
              .filter((other) => other !== locale)
              .map((other) => openGraphLocale[other]),
          }
        : {}),
      title: shown,
      description,
      ...(address ? { url: address } : {}),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: shown,
      description,
      ...(images ? { images } : {}),
    },
    robots: noindex ? { index: false, follow: true } : { index: true, follow: true },
  };
}

/**
 * A page that is a GET form answering a question (a request's status, a cover check): the bare
 * form is a page for search engines; an answer, any query at all, is nobody's to index.
 */
export async function formPageMetadata(
  input: Omit<PageMetadataInput, 'noindex'>,
  searchParams: Promise<Record<string, unknown>>,
): Promise<Metadata> {
  const asked = Object.keys(await searchParams).length > 0;
  return pageMetadata({ ...input, noindex: asked });
}
