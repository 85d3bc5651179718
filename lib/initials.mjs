// Shared by the pages (scheme marks, a doctor's link preview) and scripts/generate-placeholders.mjs
// (a doctor's placeholder portrait), so a name gets the same letters wherever it is drawn.

const TITLES = /^(dr|prof|professor|mr|mrs|ms|miss|col|lt|gen|maj|capt|brig)$/i;
const SMALL_WORDS = new Set(['a', 'an', 'and', 'of', 'the']);

/**
 * The words of a name, letters only: what is in brackets is dropped, and hyphens part words.
 * @param {string} name
 */
function wordsOf(name) {
  return name
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter(Boolean);
}

/**
 * Two letters for a name, drawn where there is no picture, upper case; '' when it has no letters.
 * - a person (the default): first and last names, titles dropped ("Dr. Ravi Kumar Sharma" → "RS");
 *   a single name gives its first two letters.
 * - an organisation: its first two words, small words dropped and joined words parted
 *   ("Star Health and Allied Insurance" → "SH", "ManipalCigna Health Insurance" → "MC").
 * @param {string} name
 * @param {'person' | 'organisation'} [kind]
 * @returns {string}
 */
export function initialsOf(name, kind = 'person') {
  if (kind === 'organisation') {
    return wordsOf(name.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'))
      .filter((word) => !SMALL_WORDS.has(word.toLowerCase()))
      .slice(0, 2)
      .map((word) => [...word][0])
      .join('')
      .toUpperCase();
  }
  const words = wordsOf(name);
  while (words.length && TITLES.test(words[0] ?? '')) words.shift();
  const first = [...(words[0] ?? '')];
  const last = words.length > 1 ? [...(words[words.length - 1] ?? '')] : first.slice(1);
  return ((first[0] ?? '') + (last[0] ?? '')).toUpperCase();
}
