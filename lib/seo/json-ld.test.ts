import type { Doctor } from '../hospital-api/types';
import { jsonLdScript, physicianJsonLd } from './json-ld';

const doctor = (overrides: Partial<Doctor> = {}): Doctor => ({
  id: '1',
  name: 'Dr. Asha Kaur',
  slug: 'dr-asha-kaur',
  image: '/images/doctors/asha.jpg',
  category: 'Cardiology',
  cities: ['Pathankot', 'Srinagar'],
  education: '',
  about: '',
  experienceYears: 12,
  seo: { title: '', description: '' },
  additionalDescriptionHtml: '',
  ...overrides,
});

const origin = 'https://www.example.org';

describe('Physician JSON-LD', () => {
  it("gives the doctor's page, photo, speciality and the group's hospitals as full addresses", () => {
    const data = physicianJsonLd(doctor(), { origin, description: 'Heart care.' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: 'Dr. Asha Kaur',
      url: 'https://www.example.org/doctor/dr-asha-kaur',
      image: 'https://www.example.org/images/doctors/asha.jpg',
      description: 'Heart care.',
      knowsAbout: 'Cardiology',
      medicalSpecialty: 'https://schema.org/Cardiovascular',
      parentOrganization: {
        '@type': 'MedicalOrganization',
        name: 'Amandeep Hospital',
        url: origin,
      },
    });
    expect(data).toMatchObject({
      hospitalAffiliation: [
        {
          '@type': 'Hospital',
          url: 'https://www.example.org/our-hospitals/best-hospital-in-pathankot',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Dalhousie Road',
            addressLocality: 'Pathankot',
            addressRegion: 'Punjab',
            postalCode: '145001',
          },
        },
        {
          '@type': 'Hospital',
          url: 'https://www.example.org/our-hospitals/amandeep-medicity-srinagar',
        },
      ],
    });
  });

  it('lists several schema.org specialties when the speciality spans them', () => {
    const data = physicianJsonLd(doctor({ category: 'Surgical Oncology' }), {
      origin,
      description: '',
    });
    expect(data).toMatchObject({
      medicalSpecialty: ['https://schema.org/Oncologic', 'https://schema.org/Surgical'],
    });
  });

  it('leaves medicalSpecialty out rather than guess, keeping the speciality as text', () => {
    const data = physicianJsonLd(doctor({ category: 'Critical Care', image: null, cities: [] }), {
      origin,
      description: '',
    });
    expect(data).not.toHaveProperty('medicalSpecialty');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('hospitalAffiliation');
    expect(data).toMatchObject({ knowsAbout: 'Critical Care' });
  });
});

describe('JSON-LD in a script tag', () => {
  it('cannot be closed by a value', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
