import type { CategorySummary, Speciality } from '@/lib/hospital-api/types';

export interface SpecialitySource {
  getAllCategories(): Promise<CategorySummary[]>;
  /** /single-speciality/{id}: null when the API knows no such record. */
  getSpeciality(idOrSlug: string): Promise<Speciality | null>;
}

/**
 * The speciality a /specialities/{slug} address names, or null (a 404). The API looks records up
 * by id only, so the slug is found in the category list first; an API that answers to the slug
 * itself (or a slug missing from the list) is asked with the slug as a last try.
 */
export async function findSpeciality(
  slug: string,
  source: SpecialitySource,
): Promise<Speciality | null> {
  const wanted = slug.trim();
  if (!wanted) return null;
  const categories = await source.getAllCategories();
  const listed =
    categories.find((category) => category.slug === wanted) ??
    categories.find((category) => category.slug.toLowerCase() === wanted.toLowerCase());
  if (listed) {
    const byId = await source.getSpeciality(listed.id);
    if (byId) return byId;
  }
  const bySlug = await source.getSpeciality(wanted);
  // An API that matches loosely must still have given the record this address names.
  return bySlug && (!listed || bySlug.id === listed.id || bySlug.slug === listed.slug)
    ? bySlug
    : null;
}
