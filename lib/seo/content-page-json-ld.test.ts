import { getCentre } from '@/content/centres';
import { getUnit } from '@/content/units';
import { site } from '@/content/site';
import { contentPageJsonLd, unitJsonLd } from './content-page-json-ld';

const origin = 'https://www.example.org';

describe('a unit page for search engines', () => {
  const unit = getUnit('amandeep-hospital-ferozepur')!;
  const hospital = site.units.find((candidate) => candidate.link === unit.link)!;
  const [page, faq] = unitJsonLd({
    hospital,
    path: '/our-hospitals/amandeep-hospital-ferozepur',
    description: unit.metaDescription,
    image: unit.image.src,
    specialities: ['Cardiology', 'Cardiology', 'Something the schema has no name for'],
    faq: unit.faq,
    origin,
  });

  it('is a Hospital of the group, with its address, numbers and specialities', () => {
    expect(page).toMatchObject({
      '@type': 'Hospital',
      name: hospital.name,
      url: `${origin}/our-hospitals/amandeep-hospital-ferozepur`,
      image: `${origin}${unit.image.src}`,
      address: { '@type': 'PostalAddress', postalCode: '152001', addressCountry: 'IN' },
      telephone: hospital.phones.map((phone) => phone.tel),
      medicalSpecialty: ['https://schema.org/Cardiovascular'],
      parentOrganization: { '@type': 'MedicalOrganization', name: site.brand, url: origin },
    });
  });

  it('carries the questions the page shows', () => {
    expect(faq).toMatchObject({ '@type': 'FAQPage' });
    expect(faq).toHaveProperty('mainEntity.length', unit.faq!.items.length);
  });
});

describe('a centre page for search engines', () => {
  it('is a MedicalWebPage about its speciality, with its FAQ', () => {
    const centre = getCentre(
      'amandeep-centre-of-excellence-for-cardiology-and-cardiothoracic-surgery',
    )!;
    const [page, faq] = contentPageJsonLd({
      name: centre.title,
      path: `/${centre.slug}`,
      description: centre.metaDescription,
      image: centre.image.src,
      category: centre.category,
      faq: centre.faq,
      origin,
    });
    expect(page).toMatchObject({
      '@type': 'MedicalWebPage',
      name: centre.title,
      url: `${origin}/${centre.slug}`,
      specialty: 'https://schema.org/Cardiovascular',
      publisher: { name: site.brand },
    });
    expect(faq).toHaveProperty('mainEntity.length', centre.faq.items.length);
  });
});
