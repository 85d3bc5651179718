import type { MedicalOrganization, SearchAction, WebSite, WithContext } from 'schema-dts';
import { absoluteUrl, doctorsPath, homePath, unitPath } from '@/content/routes';
import { site } from '@/content/site';
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
  const organisationId = `${origin}/#organisation`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'MedicalOrganization',
      '@id': organisationId,
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
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.brand,
      url: absoluteUrl(origin, homePath),
      inLanguage: 'en-IN',
      publisher: { '@id': organisationId },
      potentialAction: doctorSearch(origin),
    },
  ];
}
