/** The letters of the A to Z filters. */
export const LETTERS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

/** The letter a name is filed under: its first letter, without accent, in capitals; '' if none. */
export function initialOf(name: string): string {
  const first = name.trim().normalize('NFD').charAt(0).toUpperCase();
  return LETTERS.includes(first) ? first : '';
}

/**
 * Each letter from A to Z with the specialities whose name starts with it (not merely contains
 * it), alphabetically; a letter no name starts with has an empty list.
 */
export function specialitiesByLetter<T extends { name: string }>(
  specialities: readonly T[],
): { letter: string; specialities: T[] }[] {
  const sorted = [...specialities].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
  return LETTERS.map((letter) => ({
    letter,
    specialities: sorted.filter((speciality) => initialOf(speciality.name) === letter),
  }));
}
