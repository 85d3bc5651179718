import { suggestions, type SuggestionWords } from '@/content/i18n/en/suggestions';
import { appointmentPath } from '@/content/routes';

/** Plural forms of a message: `#` is the count. */
interface Plural {
  one: string;
  other: string;
}

/**
 * The doctor search's suggestion words as the list uses them, from a language's templates: counts
 * by that language's plural rules (Intl.PluralRules, built into every browser, so no message
 * formatter ships with the list). Punjabi and Hindi say "one" of 0 and 1, English of 1 only. The
 * appointment form, offered when nothing matches, is the page's language's.
 */
export function suggestionCopy(
  words: SuggestionWords,
  languageTag: string,
  appointmentHref: string = appointmentPath,
  /** The page's language prefix ('/pa'), empty in English: where its translated pages are. */
  prefix: string = '',
) {
  const rules = new Intl.PluralRules(languageTag);
  const count = (forms: Plural, n: number) =>
    (rules.select(n) === 'one' ? forms.one : forms.other).replace('#', String(n));
  const typed = (template: string, text: string) => template.replace('{text}', text);
  return {
    /** A translated page's address of one of its language's pages (the lists, a speciality). */
    inLanguage: (path: string) => `${prefix}${path}`,
    doctorsGroup: words.doctorsGroup,
    specialitiesHeading: (text: string) => typed(words.specialitiesHeading, text),
    speciality: (doctorCount: number) =>
      doctorCount === 0 ? words.speciality : count(words.specialityWithDoctors, doctorCount),
    allDoctors: (n: number) => count(words.allDoctors, n),
    doctorsOf: (n: number) => count(words.doctorsOf, n),
    waysGroup: words.waysGroup,
    nothingFound: (text: string) => typed(words.nothingFound, text),
    nothingFoundHint: words.nothingFoundHint,
    allSpecialities: words.allSpecialities,
    appointment: { ...words.appointment, href: appointmentHref },
    found: ({ doctors, specialities }: { doctors: number; specialities: number }) => {
      const doctorWords = count(words.doctorsFound, doctors);
      const specialityWords = count(words.specialitiesFound, specialities);
      if (specialities === 0) return words.found.replace('{found}', doctorWords);
      if (doctors === 0) return words.found.replace('{found}', specialityWords);
      return words.bothFound
        .replace('{doctors}', doctorWords)
        .replace('{specialities}', specialityWords);
    },
    noneFound: (text: string) => typed(words.noneFound, text),
  };
}

export type SuggestionCopy = ReturnType<typeof suggestionCopy>;

/**
 * The English suggestions: the hero's list (loaded when the visitor first types) and the doctors
 * list when a search finds nobody.
 */
export const searchSuggestionsCopy = suggestionCopy(suggestions, 'en-IN');
