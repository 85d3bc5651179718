import { blogsList } from '@/lib/blogs/list';
import { doctorsListIn } from '@/lib/doctors/list';
import { specialitiesListIn } from '@/lib/specialities/list';

/** Every searchable list's definition, in the order of LISTS (lib/lists/addresses.mjs). */
export const searchableLists = [
  doctorsListIn.en,
  specialitiesListIn.en,
  blogsList,
  doctorsListIn.pa,
  specialitiesListIn.pa,
  doctorsListIn.hi,
  specialitiesListIn.hi,
];

export type SearchableList = (typeof searchableLists)[number];

/** The list whose public address a path is; undefined for any other path. */
export function searchableListAt(pathname: string): SearchableList | undefined {
  return searchableLists.find((list) => list.address.source === pathname);
}
