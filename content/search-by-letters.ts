import { specialitiesPath } from '@/content/routes';

/** The words of the home page's A to Z of specialities (beside homeContent.searchBy). */
export const searchByLettersCopy = {
  hint: 'Choose a letter to see the specialities whose name starts with it.',
  groupHeading: (letter: string) => `Specialities starting with ${letter}`,
  allSpecialities: { label: 'See all our specialities', href: specialitiesPath() },
};
