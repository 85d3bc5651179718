import { searchTopics, type SearchTopic } from '@/content/search-topics';
import { categoryStartsWith } from '@/lib/doctors/filters';
import type { DoctorSuggestion, SpecialitySuggestion } from '@/lib/doctors/search';

/** How many specialities one search suggests at most. */
export const SPECIALITY_SUGGESTION_LIMIT = 3;

/** How many doctors of each suggested speciality the suggestions name. */
export const DOCTORS_PER_SPECIALITY = 2;

/** A typed word shorter than this only matches a topic word whole ("ct", "ent", "eye"). */
const PARTIAL_WORD_MIN = 4;

/** A typed plural ("knees", "kidneys") is the topic word and at most this many letters more. */
const PLURAL_SLACK = 2;

/**
 * Words that say what kind of help, not which: "knee doctor", "heart specialist". They do not
 * have to be in a speciality's name for it to match, unless the search has no other word.
 */
const GENERIC_WORDS = new Set([
  'and',
  'care',
  'clinic',
  'doctor',
  'doctors',
  'dr',
  'hospital',
  'medicine',
  'problem',
  'specialist',
  'surgeon',
  'surgery',
  'treatment',
]);

/** Lower-case words without accents or punctuation; "&" is the word "and". */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a typed word is the topic word, its plural, or (four letters or more) its start. */
function typedWordMatches(typed: string, topicWord: string): boolean {
  if (typed === topicWord) return true;
  if (typed.startsWith(topicWord)) return typed.length - topicWord.length <= PLURAL_SLACK;
  return typed.length >= PARTIAL_WORD_MIN && topicWord.startsWith(typed);
}

/** The topics the text names, in the table's order. */
export function topicsFor(
  text: string,
  topics: readonly SearchTopic[] = searchTopics,
): SearchTopic[] {
  const typed = words(text);
  return topics.filter((topic) =>
    topic.words.some((word) => typed.some((entry) => typedWordMatches(entry, word))),
  );
}

/** Whether a word of the name, or a run of its words, starts with the pattern ("joint rep"). */
export function nameMatchesPattern(name: string, pattern: string): boolean {
  const wanted = words(pattern).join(' ');
  return wanted !== '' && ` ${words(name).join(' ')}`.includes(` ${wanted}`);
}

/** How many of the typed words start a word of the name (generic words left out, if others). */
function nameScore(name: string, typed: readonly string[]): number {
  const nameWords = words(name);
  return typed.filter((entry) => nameWords.some((word) => word.startsWith(entry))).length;
}

/**
 * The specialities of the catalogue the text names, most relevant first, at most `limit`: first
 * those whose name has words starting with the typed words ("ortho", "cardio"; more such words
 * first), then those the topic table points to ("knee", "heart"), in the table's order. Matching
 * runs on the catalogue's actual specialities, so an entry of the table that names none of them
 * suggests nothing.
 */
export function matchSpecialities<T extends { name: string }>(
  text: string,
  specialities: readonly T[],
  { limit = SPECIALITY_SUGGESTION_LIMIT, topics = searchTopics } = {},
): T[] {
  // A single letter starts too many names to say anything.
  const typed = words(text).filter((word) => word.length >= 2);
  const specific = typed.filter((word) => !GENERIC_WORDS.has(word));
  const nameWords = specific.length > 0 ? specific : typed;
  const byName = specialities
    .map((speciality, index) => ({
      speciality,
      index,
      score: nameScore(speciality.name, nameWords),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.speciality);
  const byTopic = topicsFor(text, topics).flatMap((topic) =>
    topic.specialities.flatMap((pattern) =>
      specialities.filter((speciality) => nameMatchesPattern(speciality.name, pattern)),
    ),
  );
  return [...new Set([...byName, ...byTopic])].slice(0, Math.max(0, limit));
}

/**
 * The specialities the text names, each with its doctor count and first doctors (those the
 * doctors list filtered by the speciality shows, in the list's order).
 */
export function suggestSpecialities(
  text: string,
  specialities: readonly { name: string; slug: string }[],
  doctors: readonly DoctorSuggestion[],
): SpecialitySuggestion[] {
  return matchSpecialities(text, specialities).map(({ name, slug }) => {
    const own = doctors.filter((doctor) => categoryStartsWith(doctor.category, name));
    return {
      name,
      slug,
      doctorCount: own.length,
      doctors: own
        .slice(0, DOCTORS_PER_SPECIALITY)
        .map((doctor) => ({ name: doctor.name, slug: doctor.slug, category: doctor.category })),
    };
  });
}
