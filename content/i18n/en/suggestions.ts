/**
 * The words of the doctor search's suggestions (the hero's list, and the doctors list when a search
 * finds nobody). Plural forms by the language's rules (Intl.PluralRules: `one`, `other`), `#` the
 * count; `{text}` is what the visitor typed. A module of its own: the list's browser code loads
 * it (lib/i18n/suggestion-copy.ts), not the rest of the catalogue.
 */
export const suggestions = {
  doctorsGroup: 'Doctors whose name matches',
  specialitiesHeading: 'Specialities for “{text}”',
  speciality: 'Speciality',
  specialityWithDoctors: { one: 'Speciality · # doctor', other: 'Speciality · # doctors' },
  allDoctors: { one: 'See the # doctor', other: 'See all # doctors' },
  doctorsOf: { one: 'See its doctor', other: 'See its # doctors' },
  waysGroup: 'More ways to find care',
  nothingFound: 'Nothing matches “{text}”',
  nothingFoundHint: 'Check the spelling, or try a part of the body such as “knee” or “heart”.',
  allSpecialities: { label: 'Browse all specialities', detail: 'Every department, A to Z' },
  appointment: {
    label: 'Book an appointment',
    detail: 'Tell us what you need and we will find the right doctor',
  },
  doctorsFound: { one: '# doctor', other: '# doctors' },
  specialitiesFound: { one: '# speciality', other: '# specialities' },
  /** `{found}` is one of the two counts above. */
  found: '{found} found',
  bothFound: '{doctors} and {specialities} found',
  noneFound: 'Nothing found for “{text}”. You can browse all specialities or book an appointment.',
};

export type SuggestionWords = typeof suggestions;
