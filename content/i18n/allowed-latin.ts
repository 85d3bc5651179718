/**
 * Latin words a Punjabi or Hindi page may show outside an English block: names that are written
 * the same in every language (the brand on the logo and the copyright line, the social networks).
 * Digits, phone numbers and references (AH-…) are not words and need no entry.
 */
export const allowedLatinWords: readonly string[] = [
  'Amandeep',
  'Hospital',
  'Facebook',
  'Instagram',
  'YouTube',
  'LinkedIn',
];
