import type { Doctor } from '@/lib/hospital-api/types';
import { doctorCardData } from './doctor-card-data';

const doctor: Doctor = {
  id: 'd1',
  name: 'Dr. Meera Sandhu',
  slug: 'dr-meera-sandhu',
  image: '/catalogue/doctors/dr-meera-sandhu.svg',
  category: 'Cardiology',
  cities: ['Pathankot', 'Taran Taran'],
  education: 'MBBS, MD, DM (Cardiology)',
  about: 'Fifteen years in interventional cardiology.',
  experienceYears: 15,
  seo: { title: '', description: '' },
  additionalDescriptionHtml: '<p>Long profile text that no card shows.</p>',
};

describe('doctorCardData', () => {
  it('gives an ordinary card the speciality under the name, the experience and the cities, Taran Taran shown as Tarn Taran', () => {
    expect(doctorCardData(doctor, false)).toEqual({
      id: 'd1',
      name: 'Dr. Meera Sandhu',
      slug: 'dr-meera-sandhu',
      image: '/catalogue/doctors/dr-meera-sandhu.svg',
      role: 'Cardiology',
      detail: '15 years of experience · Pathankot · Tarn Taran',
    });
  });

  it('gives the directory card the speciality as a badge, the education and the about text', () => {
    expect(doctorCardData(doctor, true)).toEqual({
      id: 'd1',
      name: 'Dr. Meera Sandhu',
      slug: 'dr-meera-sandhu',
      image: '/catalogue/doctors/dr-meera-sandhu.svg',
      badge: 'Cardiology',
      education: 'MBBS, MD, DM (Cardiology)',
      detail: '15 years of experience',
      about: 'Fifteen years in interventional cardiology.',
    });
  });

  it('leaves out what the doctor has not got, so that the card shows no empty line', () => {
    const card = doctorCardData(
      { ...doctor, image: null, experienceYears: null, cities: [], education: '', about: '' },
      true,
    );
    expect(card).toEqual({
      id: 'd1',
      name: 'Dr. Meera Sandhu',
      slug: 'dr-meera-sandhu',
      badge: 'Cardiology',
    });
    expect(Object.keys(card)).not.toContain('image');
  });
});
