import type { MedicalOrganization, SearchAction, WebSite, WithContext } from 'schema-dts';
import { absoluteUrl, doctorsPath, homePath, unitPath } from '@/content/routes';
import { site } from '@/content/site';
import { defaultLocale, languageTag, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { postalAddressOf } from '@/lib/seo/postal-address';

/**
 * The doctor search, as search engines read a site's own search: the address template and its
 * placeholder ('query-input' is Google's, not in schema-dts' types).
 */
function doctorSearch(origin: string): SearchAction {
  const action: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(origin, doctorsPath())}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return action;
}

/**
 * The home page's structured data: the group as a MedicalOrganization with its six hospitals
 * (the footer's addresses, numbers and emails) and its social profiles, and the site itself with
 * the doctor search the page offers. Only what the site shows; no rating.
 */
export function homeJsonLd(
  origin: string,
): [WithContext<MedicalOrganization>, WithContext<WebSite>] {
  return [organisation(origin), website(origin, defaultLocale)];
}

/**
 * A translated home page's structured data: the site in that language, as one edition of it
 * (Punjabi at /pa, Hindi at /hi), published by the group described on the English home page,
 * named here by its identifier rather than written out a third time in every edition.
 */
export function translatedHomeJsonLd(origin: string, locale: Locale): WithContext<WebSite> {
  return website(origin, locale);
}

const organisationIdOf = (origin: string) => `${origin}/#organisation`;

function organisation(origin: string): WithContext<MedicalOrganization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalOrganization',
    '@id': organisationIdOf(origin),
    name: site.brand,
    url: absoluteUrl(origin, homePath),
    description: site.description,
    logo: absoluteUrl(origin, '/images/logo.svg'),
    telephone: site.emergencyPhone.tel,
    sameAs: site.social.map((link) => link.url),
    subOrganization: site.units.map((unit) => ({
      '@type': 'Hospital',
      name: unit.name,
      url: absoluteUrl(origin, unitPath(unit.link)),
      address: postalAddressOf(unit.address),
      telephone: unit.phones.map((phone) => phone.tel),
      email: unit.email,
      hasMap: unit.directionsUrl,
    })),
  };
}

/** The site in one language, with the doctor search it offers. */
function website(origin: string, locale: Locale): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.brand,
    url: absoluteUrl(origin, localePath(locale, homePath)),
    inLanguage: languageTag[locale],
    publisher: { '@id': organisationIdOf(origin) },
    potentialAction: doctorSearch(origin),
  };
}
