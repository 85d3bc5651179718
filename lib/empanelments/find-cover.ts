import { covers, type Cover } from './cover';

/** Letters and digits only, lower case, accents and punctuation gone: "PM-JAY" is "pmjay". */
function compact(text: string): string {
  return words(text).join('');
}

function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Words a patient adds that name no scheme in particular: "ECHS card" means ECHS. */
const FILLER = new Set(['card', 'ecard', 'e', 'policy', 'scheme', 'my', 'the', 'of', 'cover']);

/** The typed words that say which cover, or all of them if every one is a filler. */
function meaningful(text: string): string[] {
  const all = words(text);
  const kept = all.filter((word) => !FILLER.has(word));
  return kept.length > 0 ? kept : all;
}

/** Whether two words differ by at most one letter added, dropped, changed or swapped. */
function nearlySame(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  if (i === a.length && i === b.length) return true;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return (
    swapped ||
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i)
  );
}

/** The shortest typed word that a misspelling is forgiven in. */
const FORGIVING_FROM = 5;

/** How well a typed text names a cover: 3 exactly, 2 by its start, 1 in part, 0 not at all. */
function score(cover: Cover, typed: string[]): number {
  const typedWhole = typed.join('');
  const names = [cover.name, ...(cover.aliases ?? [])];
  if (names.some((name) => compact(name) === typedWhole) || cover.slug === typed.join('-'))
    return 3;
  if (typedWhole.length >= 2 && names.some((name) => compact(name).startsWith(typedWhole)))
    return 2;
  const nameWords = names.flatMap(words);
  const everyWordFound = typed.every((word) =>
    nameWords.some(
      (nameWord) =>
        (word.length >= 2 && nameWord.startsWith(word)) ||
        (word.length >= FORGIVING_FROM && nearlySame(word, nameWord)),
    ),
  );
  if (everyWordFound) return 1;
  if (typedWhole.length >= 3 && names.some((name) => compact(name).includes(typedWhole))) return 1;
  return 0;
}

/** What the checker found for a typed name. */
export type CoverSearch =
  /** One cover named best; `others` also match, less well. */
  | { kind: 'found'; cover: Cover; others: Cover[] }
  /** Several match equally well: the patient chooses. */
  | { kind: 'choose'; choices: Cover[] }
  | { kind: 'none' };

/**
 * The scheme, insurer or TPA a patient means by what they typed, as they remember it: its name
 * or any start of it, an alias ("Ayushman", "PMJAY", "ECHS"), or a word with one letter wrong.
 */
export function findCover(text: string): CoverSearch {
  const typed = meaningful(text);
  if (typed.length === 0) return { kind: 'none' };
  const scored = covers
    .map((cover) => ({ cover, score: score(cover, typed) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best) return { kind: 'none' };
  const tied = scored.filter((entry) => entry.score === best.score);
  if (tied.length > 1) return { kind: 'choose', choices: tied.map((entry) => entry.cover) };
  return { kind: 'found', cover: best.cover, others: scored.slice(1).map((entry) => entry.cover) };
}
