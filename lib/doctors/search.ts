import { isInIndicScript, nameSoundsLike } from './name-sounds';

/** What a suggestion in the hero's doctor search shows, and where it leads. */
export interface DoctorSuggestion {
  name: string;
  slug: string;
  category: string;
}

/** A speciality a search names (by its name or a common word for it), with its first doctors. */
export interface SpecialitySuggestion {
  name: string;
  slug: string;
  /** Every doctor of the speciality, as the doctors list filtered by it counts them. */
  doctorCount: number;
  /** The first few of them. */
  doctors: DoctorSuggestion[];
}

/** The suggestions' answer: doctors by name (spec), then the specialities the text names. */
export interface SearchSuggestions {
  /** The first SUGGESTION_LIMIT doctors whose name matches. */
  doctors: DoctorSuggestion[];
  /** Every doctor whose name matches, as the doctors list searched by the text counts them. */
  doctorCount: number;
  specialities: SpecialitySuggestion[];
}

/** How many suggestions the hero's list shows at most. */
export const SUGGESTION_LIMIT = 8;

/** The longest search text the suggestions handle; anything longer is cut. */
export const SEARCH_TEXT_MAX = 60;

/** Lower case, with surrounding spaces dropped and runs of spaces made one. */
function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A search text as the suggestions handle it: trimmed, single-spaced, at most 60 characters. */
export function searchText(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_MAX).trim();
}

/**
 * The name filter of the doctor search: the name contains the text anywhere, ignoring case and
 * extra spaces ("PREET" finds "Dr. Gurpreet Singh"). A blank text matches every name. A text in
 * Gurmukhi or Devanagari finds the names that sound like it (name-sounds.ts): "ਸਿਮਰਨ" finds
 * "Dr. Simran Kaur".
 */
export function nameContains(name: string, text: string): boolean {
  if (isInIndicScript(text)) return nameSoundsLike(name, text);
  return normalise(name).includes(normalise(text));
}

/** Whether the text starts one of the name's words ("sin" in "Dr. Gurpreet Singh"). */
function startsAWord(name: string, text: string): boolean {
  const wanted = normalise(text);
  return normalise(name)
    .split(/[\s.]+/)
    .some((word) => word.startsWith(wanted));
}

/**
 * The doctors whose name contains the text, those with a word starting with it first, each group
 * in the list's own order, at most `limit`, and how many match in all. A blank text suggests
 * nobody.
 */
export function suggestDoctors(
  doctors: readonly DoctorSuggestion[],
  text: string,
  limit: number = SUGGESTION_LIMIT,
): Pick<SearchSuggestions, 'doctors' | 'doctorCount'> {
  if (normalise(text) === '') return { doctors: [], doctorCount: 0 };
  const matches = doctors.filter((doctor) => nameContains(doctor.name, text));
  const wordStarts = matches.filter((doctor) => startsAWord(doctor.name, text));
  const inner = matches.filter((doctor) => !startsAWord(doctor.name, text));
  return {
    doctors: [...wordStarts, ...inner]
      .slice(0, Math.max(0, limit))
      .map(({ name, slug, category }) => ({ name, slug, category })),
    doctorCount: matches.length,
  };
}
