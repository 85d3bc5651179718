// A doctor's name comes from the hospital API in English letters; a reader of Punjabi or Hindi may
// type it in Gurmukhi or Devanagari (ਸਿਮਰਨ, सिमरन). Both are brought to the consonants the
// name is heard with, in Latin letters ("smrn"): vowels are spelt too many ways in English
// ("Simran", "Simren") and in the scripts are marks a name's spelling does not fix, so only the
// consonants are compared.

/**
 * The consonants of both scripts by their place in the block (U+0915 क to U+0939 ह, U+0A15 ਕ to
 * U+0A39 ਹ): Gurmukhi and Devanagari keep one layout, so one list serves both. Each as an English
 * spelling of a name writes it; '' for a place a script leaves empty, or for y, which English
 * names spell as a vowel.
 */
const CONSONANT_SOUNDS = [
  ...['k', 'kh', 'g', 'gh', 'n', 'ch', 'chh', 'j', 'jh', 'n'],
  ...['t', 'th', 'd', 'dh', 'n', 't', 'th', 'd', 'dh', 'n', 'n'],
  ...['p', 'ph', 'b', 'bh', 'm', '', 'r', 'r', 'l', 'l', 'l', 'v', 'sh', 'sh', 's', 'h'],
];
const FIRST_CONSONANT = 0x15;

/** What else is heard: the nasal marks (tippi, bindi, anusvara, candrabindu) and Gurmukhi's rra. */
const OTHER_SOUNDS: Record<string, string> = {
  '\u0A70': 'n',
  '\u0A02': 'n',
  '\u0902': 'n',
  '\u0901': 'n',
  '\u0A5C': 'r',
};

/** A letter's sound in English letters, from its place in its script's block. */
function soundOf(letter: string): string {
  const point = letter.codePointAt(0) ?? 0;
  const block = point & ~0x7f;
  if (block !== 0x0900 && block !== 0x0a00) return '';
  return CONSONANT_SOUNDS[(point & 0x7f) - FIRST_CONSONANT] ?? OTHER_SOUNDS[letter] ?? '';
}

/** A consonant with a nukta that an English spelling writes differently from the plain letter. */
const WITH_NUKTA: Record<string, string> = { ਸ: 'sh', ड: 'r', ढ: 'rh' };
const NUKTA = /[\u0A3C\u093C]/;

const SCRIPT_LETTER = /[\u0900-\u097F\u0A00-\u0A7F]/;

/** Whether a text is written, at least in part, in Gurmukhi or Devanagari. */
export function isInIndicScript(text: string): boolean {
  return SCRIPT_LETTER.test(text);
}

/**
 * Runs of one letter made one ("ll" in Dhillon, the doubling mark's "tt" in ਆਦਿੱਤਿਆ), and "ngh" as
 * "nh": Hindi writes Singh सिंह, with no g.
 */
const oneSpelling = (letters: string) => letters.replace(/(.)\1+/g, '$1').replace(/ngh/g, 'nh');

/**
 * The consonants of a name in English letters: spellings of one sound made one (z/j, f/ph, q/k,
 * w/v, a c that is not "ch"), vowels and y dropped (the scripts write them as marks, or not).
 */
export function latinNameSounds(name: string): string {
  return oneSpelling(
    name
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .replace(/z/g, 'j')
      .replace(/f/g, 'ph')
      .replace(/q/g, 'k')
      .replace(/w/g, 'v')
      .replace(/x/g, 'ks')
      .replace(/c(?!h)/g, 'k')
      .replace(/[aeiouy]/g, ''),
  );
}

/** The consonants of a text in Gurmukhi or Devanagari, in the same English letters. */
export function scriptNameSounds(text: string): string {
  const letters = [...text.normalize('NFD')];
  let sounds = '';
  letters.forEach((letter, index) => {
    const nukta = NUKTA.test(letters[index + 1] ?? '');
    sounds += (nukta ? WITH_NUKTA[letter] : undefined) ?? soundOf(letter);
  });
  return oneSpelling(sounds);
}

/**
 * Whether a name in English letters sounds like it holds a text typed in Gurmukhi or Devanagari:
 * its consonants hold the text's. A text with no consonant matches no name.
 */
export function nameSoundsLike(name: string, text: string): boolean {
  const wanted = scriptNameSounds(text);
  return wanted !== '' && latinNameSounds(name).includes(wanted);
}
