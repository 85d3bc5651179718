import categories from '@/content/catalogue/categories.json';
import { medicalSpecialtiesOf } from './medical-specialty';

/** Specialities schema.org has no member for: left out on purpose, not forgotten. */
const UNMAPPED = ['Critical Care', 'Internal Medicine', 'Burns Care', 'Foot & Wound Care'];

describe('schema.org MedicalSpecialty of a speciality', () => {
  it('maps a speciality onto the enumeration, whatever its case, spacing or "&"', () => {
    expect(medicalSpecialtiesOf('Cardiology')).toEqual(['https://schema.org/Cardiovascular']);
    expect(medicalSpecialtiesOf('  orthopaedics and joint replacement ')).toEqual([
      'https://schema.org/Musculoskeletal',
    ]);
    expect(medicalSpecialtiesOf('Obstetric Gynaecology')).toEqual([
      'https://schema.org/Obstetric',
      'https://schema.org/Gynecologic',
    ]);
  });

  it('names none for a speciality the enumeration lacks, or one it does not know', () => {
    for (const name of UNMAPPED) expect(medicalSpecialtiesOf(name)).toEqual([]);
    expect(medicalSpecialtiesOf('Sleep Medicine')).toEqual([]);
    expect(medicalSpecialtiesOf('')).toEqual([]);
  });

  it('has considered every speciality of the catalogue', () => {
    const forgotten = categories
      .map((category) => category.name)
      .filter((name) => !UNMAPPED.includes(name) && medicalSpecialtiesOf(name).length === 0);
    expect(forgotten).toEqual([]);
  });
});
