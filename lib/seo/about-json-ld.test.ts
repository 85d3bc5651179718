import { site } from '@/content/site';
import { aboutJsonLd } from './about-json-ld';

describe('aboutJsonLd', () => {
  const data = aboutJsonLd('https://www.example.org', {
    title: 'About us',
    description: 'Our story',
    foundedYear: 1990,
  });

  it('describes the about page at its own address', () => {
    expect(data).toMatchObject({
      '@type': 'AboutPage',
      name: 'About us',
      url: 'https://www.example.org/about-amandeep-hospital',
    });
  });

  it('is about the group, founded in 1990, with each of its hospitals and their pages', () => {
    expect(data.about).toMatchObject({
      '@type': 'MedicalOrganization',
      name: site.brand,
      foundingDate: '1990',
    });
    const units = (data.about as unknown as { subOrganization: { name: string; url: string }[] })
      .subOrganization;
    expect(units.map((unit) => unit.name)).toEqual(site.units.map((unit) => unit.name));
    for (const unit of units)
      expect(unit.url).toMatch(/^https:\/\/www\.example\.org\/our-hospitals\//);
  });
});
