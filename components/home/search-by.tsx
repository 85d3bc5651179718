import { homeContent, searchByTargets } from '@/content/home';
import { searchByLettersCopy } from '@/content/search-by-letters';
import type { CategorySummary } from '@/lib/hospital-api';
import { specialitiesByLetter } from '@/lib/specialities/letters';
import { SearchByPanel } from './search-by-panel';

/**
 * The home page's Search by panel. The words and the A to Z groups are settled here, on the
 * server, so the panel's browser code carries neither the home page's copy nor the grouping.
 */
export function SearchBy({ specialities }: { specialities: readonly CategorySummary[] }) {
  const copy = homeContent.searchBy;
  const label = (id: (typeof searchByTargets)[number]['id']) =>
    searchByTargets.find((target) => target.id === id)?.label ?? id;
  return (
    <SearchByPanel
      labels={{
        toggle: copy.toggleLabel,
        doctors: label('doctors'),
        speciality: label('speciality'),
        doctorLetters: copy.lettersLabel(label('doctors')),
        specialityLetters: copy.lettersLabel(label('speciality')),
        hint: searchByLettersCopy.hint,
        locate: copy.locate,
        allSpecialities: searchByLettersCopy.allSpecialities,
      }}
      groups={specialitiesByLetter(specialities).map((group) => ({
        letter: group.letter,
        heading:
          group.specialities.length > 0 ? searchByLettersCopy.groupHeading(group.letter) : '',
        specialities: group.specialities.map(({ name, slug }) => ({ name, slug })),
      }))}
    />
  );
}
