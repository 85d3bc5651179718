import { doctorBreadcrumb, doctorSeo } from './profile';
import type { Doctor } from '@/lib/hospital-api/types';
import { renderedTitle } from '@/lib/seo/metadata';

const doctor = (overrides: Partial<Doctor> = {}): Doctor => ({
  id: '1',
  name: 'Dr. Asha Kaur',
  slug: 'dr-asha-kaur',
  image: null,
  category: 'Cardiology',
  cities: ['Pathankot'],
  education: '',
  about: 'Heart specialist.',
  experienceYears: 12,
  seo: { title: '', description: '' },
  additionalDescriptionHtml: '',
  ...overrides,
});

describe('doctor page title and description', () => {
  it("uses the doctor's meta and metades, the title branded as every page's", () => {
    const seo = doctorSeo(doctor({ seo: { title: 'Best Cardiologist', description: 'Meta.' } }));
    expect(renderedTitle(seo.title)).toBe('Best Cardiologist | Amandeep Hospital');
    expect(seo.description).toBe('Meta.');
    const named = doctorSeo(
      doctor({ seo: { title: 'Dr. Asha Kaur at Amandeep Hospital', description: '' } }),
    );
    expect(renderedTitle(named.title)).toBe('Dr. Asha Kaur at Amandeep Hospital');
  });

  it('falls back to name and speciality with the brand, and to about', () => {
    const seo = doctorSeo(doctor());
    expect(renderedTitle(seo.title)).toBe('Dr. Asha Kaur, Cardiology | Amandeep Hospital');
    expect(seo.description).toBe('Heart specialist.');
  });

  it('goes without the speciality or about when the API has none', () => {
    const seo = doctorSeo(doctor({ category: '', about: '' }));
    expect(renderedTitle(seo.title)).toBe('Dr. Asha Kaur | Amandeep Hospital');
    expect(seo.description).toBe('Dr. Asha Kaur at Amandeep Hospital.');
  });
});

describe('doctor breadcrumb', () => {
  it('leads from Home through Doctors to the doctor', () => {
    expect(doctorBreadcrumb(doctor())).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Doctors', path: '/doctors' },
      { name: 'Dr. Asha Kaur', path: '/doctor/dr-asha-kaur' },
    ]);
  });
});
