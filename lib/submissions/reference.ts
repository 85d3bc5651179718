import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_PREFIX } from './reference-format';

export { REFERENCE_ALPHABET, REFERENCE_PREFIX };

const LENGTH = 8;

export const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${LENGTH}}$`,
);

/** A human-friendly reference such as `AH-7KQ2M9XD` (30^8, about 6.6e11 values). */
export function generateReference(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1)
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX}${code}`;
}

/** What staff type (`ah-7kq2 m9xd`) to the stored form, or null when it cannot be a reference. */
export function normaliseReference(input: string): string | null {
  let compact = input.trim().toUpperCase().replace(/[\s_]/g, '');
  if (!compact.startsWith(REFERENCE_PREFIX))
    compact = `${REFERENCE_PREFIX}${compact.replace(/^AH/, '')}`;
  return REFERENCE_PATTERN.test(compact) ? compact : null;
}
