import { nameSoundsLike } from './name-sounds';
import { nameContains, suggestDoctors } from './search';

describe('a name typed in Gurmukhi or Devanagari', () => {
  it.each([
    ['Dr. Gurpreet Singh Bhullar', 'ਗੁਰਪ੍ਰੀਤ'],
    ['Dr. Gurpreet Singh Bhullar', 'गुरप्रीत सिंह'],
    ['Dr. Simran Kaur Dhillon', 'ਢਿੱਲੋਂ'],
    ['Dr. Rohit Khanna', 'रोहित खन्ना'],
    ['Dr. Vikramjit Singh Randhawa', 'ਰੰਧਾਵਾ'],
    ['Dr. Nida Qureshi', 'क़ुरैशी'],
    ['Dr. Nida Qureshi', 'ਕੁਰੈਸ਼ੀ'],
    ['Dr. Aditya Chopra', 'ਚੋਪੜਾ'],
    ['Dr. Irfan Lone', 'इरफ़ान'],
    ['Dr. Sameer Wani', 'ਵਾਨੀ'],
  ])('finds %s from %s', (name, typed) => {
    expect(nameSoundsLike(name, typed)).toBe(true);
    expect(nameContains(name, typed)).toBe(true);
  });

  it.each([
    ['Dr. Gurpreet Singh Bhullar', 'ਢਿੱਲੋਂ'],
    ['Dr. Rohit Khanna', 'ਗੋਡਾ'],
    ['Dr. Nida Qureshi', 'रोहित'],
  ])('does not find %s from %s', (name, typed) => {
    expect(nameContains(name, typed)).toBe(false);
  });

  it('with no consonant finds nobody, where a blank English text finds everybody', () => {
    expect(nameContains('Dr. Aditya Chopra', 'ਆ')).toBe(false);
    expect(nameContains('Dr. Aditya Chopra', '')).toBe(true);
  });

  it('leaves English search as the spec has it: the name contains the letters', () => {
    expect(nameContains('Dr. Gurpreet Singh', 'prit')).toBe(false);
    expect(nameContains('Dr. Gurpreet Singh', 'PREET')).toBe(true);
  });

  it('is suggested in the hero search', () => {
    const doctors = [
      { name: 'Dr. Rohit Khanna', slug: 'dr-rohit-khanna', category: 'Orthopaedics' },
      { name: 'Dr. Gurpreet Singh Bhullar', slug: 'dr-gurpreet', category: 'Orthopaedics' },
    ];
    expect(suggestDoctors(doctors, 'ਗੁਰਪ੍ਰੀਤ').doctors.map((doctor) => doctor.slug)).toEqual([
      'dr-gurpreet',
    ]);
  });
});
