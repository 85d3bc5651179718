import { homeLinks } from '@/content/home';
import type { CategorySummary } from '@/lib/hospital-api';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localeLink } from '@/lib/i18n/paths';
import { specialitiesByLetter } from '@/lib/specialities/letters';
import { SearchByPanel } from './search-by-panel';

/**
 * The home page's Search by panel. The words and the A to Z groups are settled here, on the
 * server, so the panel's browser code carries neither the home page's copy nor the grouping.
 */
export function SearchBy({
  locale,
  specialities,
}: {
  locale: Locale;
  specialities: readonly CategorySummary[];
}) {
  const words = catalogue(locale).home.searchBy;
  const letters = (target: string) => words.letters.replace('{target}', target);
  return (
    <SearchByPanel
      labels={{
        toggle: words.toggle,
        doctors: words.doctors,
        speciality: words.speciality,
        doctorLetters: letters(words.doctors),
        specialityLetters: letters(words.speciality),
        hint: words.hint,
        groupHeading: words.groupHeading,
        locate: { label: words.locate, ...localeLink(locale, homeLinks.locate) },
        allSpecialities: {
          label: words.allSpecialities,
          ...localeLink(locale, homeLinks.allSpecialities),
        },
        locale,
        ...(locale === defaultLocale ? {} : { dataLanguage: 'en' }),
      }}
      groups={specialitiesByLetter(specialities).map((group) => ({
        letter: group.letter,
        specialities: group.specialities.map(({ name, slug }) => ({ name, slug })),
      }))}
    />
  );
}
