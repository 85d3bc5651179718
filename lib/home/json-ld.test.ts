import { site } from '@/content/site';
import { homeJsonLd, translatedHomeJsonLd } from './json-ld';

describe('the home page structured data', () => {
  // Read as plain records: schema-dts types allow a bare string where these are objects.
  const [organisation, website] = homeJsonLd('https://hospital.example') as unknown as Record<
    string,
    unknown
  >[];

  it('names the group with its six hospitals, as the footer lists them', () => {
    expect(organisation).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalOrganization',
      name: site.brand,
      url: 'https://hospital.example/',
      sameAs: site.social.map((link) => link.url),
    });
    const units = organisation!.subOrganization as Record<string, unknown>[];
    expect(units).toHaveLength(6);
    for (const [index, unit] of units.entries()) {
      const listed = site.units[index]!;
      expect(unit).toMatchObject({
        '@type': 'Hospital',
        name: listed.name,
        email: listed.email,
        url: `https://hospital.example/our-hospitals/${listed.link}`,
      });
      for (const telephone of unit.telephone as string[]) expect(telephone).toMatch(/^\+91\d{10}$/);
      expect(unit.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'IN' });
    }
  });

  it('claims no rating', () => {
    expect(JSON.stringify(organisation)).not.toMatch(/rating/i);
  });

  it('describes the site, published by the group, with the doctor search it offers', () => {
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: 'https://hospital.example/',
      publisher: { '@id': organisation!['@id'] },
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://hospital.example/doctors?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('describes each language edition of the site in its own language, at its own address', () => {
    expect(website).toMatchObject({ url: 'https://hospital.example/', inLanguage: 'en-IN' });
    expect(translatedHomeJsonLd('https://hospital.example', 'pa')).toMatchObject({
      '@type': 'WebSite',
      url: 'https://hospital.example/pa',
      inLanguage: 'pa-IN',
      publisher: { '@id': organisation!['@id'] },
    });
  });
});
