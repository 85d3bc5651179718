import { site } from '@/content/site';

/** The words of the site's frame around every page: header, navigation, footer, language switch. */
export const frame = {
  /** The brand as written in this language's running text and titles. */
  brand: site.brand as string,
  /** The title of a page that sets none. */
  siteTitle: `${site.brand} | Multi-speciality hospitals in Punjab and Kashmir` as string,
  skipToContent: 'Skip to content',
  /** The logo link's name. */
  home: `${site.brand}, home` as string,
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  /** The breadcrumb trail's name. */
  breadcrumb: 'Breadcrumb',
  socialMedia: 'Social media',
  opensInNewTab: '(opens in a new tab)',
  findDoctor: 'Find a Doctor',
  ourHospitals: 'Our Hospitals',
  contactUs: 'Contact Us',
  allPages: 'All pages',
  allOurHospitals: 'All our hospitals',
  requestStatus: 'Where is my request?',
  description: site.description as string,
  /** After "© {year} {brand}." */
  allRightsReserved: 'All rights reserved.',
  /** The language switch's name, in the page's language. */
  language: 'Language',
  /**
   * A link's words in this language by its English address, for links whose English label comes
   * from a registry (the legal pages). English needs none: the registry's label is the English.
   */
  linkLabels: {} as Record<string, string>,
};
