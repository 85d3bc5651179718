import type { AboutPage, WithContext } from 'schema-dts';
import { absoluteUrl, aboutPath, unitPath } from '@/content/routes';
import { site } from '@/content/site';
import { postalAddressOf } from './postal-address';

/** The about page as an AboutPage whose subject is the group: a MedicalOrganization of six hospitals. */
export function aboutJsonLd(
  origin: string,
  page: { title: string; description: string; foundedYear: number },
): WithContext<AboutPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    name: page.title,
    url: absoluteUrl(origin, aboutPath),
    description: page.description,
    about: {
      '@type': 'MedicalOrganization',
      name: site.brand,
      url: origin,
      description: site.description,
      foundingDate: String(page.foundedYear),
      telephone: site.emergencyPhone.tel,
      subOrganization: site.units.map((unit) => ({
        '@type': 'Hospital',
        name: unit.name,
        url: absoluteUrl(origin, unitPath(unit.link)),
        telephone: unit.phones[0].tel,
        address: postalAddressOf(unit.address),
      })),
    },
  };
}
