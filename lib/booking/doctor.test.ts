import type { Doctor } from '@/lib/hospital-api/types';
import { bookingDoctorSlug } from './doctor-slug';
import { bookingPresetFor, hospitalOfCity, hospitalOfDoctor, messageNamingDoctor } from './doctor';
import { appointmentDoctorRoute, appointmentForDoctorPath } from '@/content/routes';
import { NOT_SURE_SPECIALTY } from '@/lib/validation/booking';

const doctor: Doctor = {
  id: 'd1',
  name: 'Dr. Meera Sandhu',
  slug: 'dr-meera-sandhu',
  image: null,
  category: 'Cardiology',
  cities: ['Medicity Amritsar', 'GT Road Amritsar'],
  education: '',
  about: '',
  experienceYears: null,
  seo: { title: '', description: '' },
  additionalDescriptionHtml: '',
};

describe('the address of a booking for one doctor', () => {
  it('carries the slug in the query, and the proxy serves it from a path of its own', () => {
    expect(appointmentForDoctorPath('dr-meera-sandhu')).toBe('/appointment?doctor=dr-meera-sandhu');
    expect(appointmentDoctorRoute('dr-meera-sandhu')).toBe('/appointment/for/dr-meera-sandhu');
  });

  it.each(['dr-meera-sandhu', 'Dr.Meera_Sandhu~2', 'डॉ-मीरा', ' dr-meera-sandhu '])(
    'takes %j as a slug to look up',
    (value) => {
      expect(bookingDoctorSlug(value)).toBe(value.trim());
    },
  );

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['a number', 42],
    ['a path', 'a/b'],
    ['a parent path', '..'],
    ['an escape', '100%'],
    ['a space inside', 'dr meera'],
    ['a control character', 'dr-\u0000meera'],
    ['a value too long', 'd'.repeat(121)],
  ])('ignores %s', (_case, value) => {
    expect(bookingDoctorSlug(value)).toBeNull();
  });
});

describe("the form's hospital of a doctor", () => {
  it.each([
    ['GT Road Amritsar', 'Amritsar'],
    ['Medicity Amritsar', 'Amritsar'],
    ['Mall Road ASR', 'Amritsar'],
    ['Taran Taran', 'Taran Taran'],
    ['tarn taran', 'Taran Taran'],
    ['Firozpur', 'Ferozepur'],
    ['Pathankot', 'Pathankot'],
    ['Srinagar', 'Srinagar'],
  ])('reads %j as %s', (city, hospital) => {
    expect(hospitalOfCity(city)).toBe(hospital);
  });

  it.each(['Ludhiana', 'Medicity', 'Amritsarnagar', ''])('reads %j as none', (city) => {
    expect(hospitalOfCity(city)).toBeNull();
  });

  it('is the one hospital all the listed units belong to', () => {
    expect(hospitalOfDoctor(['Medicity Amritsar', 'GT Road Amritsar'])).toBe('Amritsar');
    expect(hospitalOfDoctor(['Pathankot', 'Ludhiana'])).toBe('Pathankot');
  });

  it('is none when the doctor works in several, or in none the form lists', () => {
    expect(hospitalOfDoctor(['Pathankot', 'Ferozepur'])).toBeNull();
    expect(hospitalOfDoctor(['Ludhiana'])).toBeNull();
    expect(hospitalOfDoctor([])).toBeNull();
  });
});

describe('the booking form for one doctor', () => {
  it("chooses the doctor's speciality and hospital and starts the message with their name", () => {
    expect(bookingPresetFor(doctor, ['Neurology', 'cardiology '])).toEqual({
      doctor: { slug: 'dr-meera-sandhu', name: 'Dr. Meera Sandhu' },
      specialities: ['Neurology', 'cardiology', NOT_SURE_SPECIALTY],
      specialty: 'cardiology',
      location: 'Amritsar',
      message: 'Dr. Meera Sandhu: ',
    });
  });

  it("adds the doctor's speciality when the list lacks it, and leaves the hospital open for two", () => {
    const preset = bookingPresetFor({ ...doctor, cities: ['Pathankot', 'Srinagar'] }, []);
    expect(preset.specialities).toEqual(['Cardiology', NOT_SURE_SPECIALTY]);
    expect(preset.specialty).toBe('Cardiology');
    expect(preset.location).toBe('');
  });
});

describe('the stored message of a booking with a doctor', () => {
  it('is kept as written when it names the doctor', () => {
    expect(messageNamingDoctor('Dr. Meera Sandhu: chest pain', 'Dr. Meera Sandhu')).toBe(
      'Dr. Meera Sandhu: chest pain',
    );
    expect(messageNamingDoctor('Please book dr. meera sandhu', 'Dr. Meera Sandhu')).toBe(
      'Please book dr. meera sandhu',
    );
  });

  it("gets the doctor's name in front when the visitor removed it", () => {
    expect(messageNamingDoctor('Chest pain', 'Dr. Meera Sandhu')).toBe(
      'Dr. Meera Sandhu: Chest pain',
    );
  });
});
