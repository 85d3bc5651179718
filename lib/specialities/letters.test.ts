import { initialOf, LETTERS, specialitiesByLetter } from './letters';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('the A to Z of specialities', () => {
  it('files a speciality under the first letter of its name only', () => {
    const groups = specialitiesByLetter(
      named('Cardiology', 'Arthroscopy', 'Critical Care', 'Radiology', 'Anaesthesiology'),
    );
    const of = (letter: string) =>
      groups.find((group) => group.letter === letter)!.specialities.map((entry) => entry.name);
    // "Radiology" and "Cardiology" contain an A; only names that start with one are under A.
    expect(of('A')).toEqual(['Anaesthesiology', 'Arthroscopy']);
    expect(of('C')).toEqual(['Cardiology', 'Critical Care']);
    expect(of('R')).toEqual(['Radiology']);
    expect(of('O')).toEqual([]);
  });

  it('has every letter from A to Z, in order', () => {
    expect(specialitiesByLetter([]).map((group) => group.letter)).toEqual(LETTERS);
    expect(LETTERS).toHaveLength(26);
  });

  it('reads the first letter in any case, after spaces and without its accent', () => {
    expect(initialOf('  ophthalmology')).toBe('O');
    expect(initialOf('Éndocrinology')).toBe('E');
    expect(initialOf('24-hour Pharmacy')).toBe('');
    expect(initialOf('')).toBe('');
  });
});
