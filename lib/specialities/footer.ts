import type { CategorySummary } from '@/lib/hospital-api/types';

const key = (name: string) => name.trim().toLowerCase();

/**
 * The footer's Our Specialty column: the categories whose names match the given names
 * (ignoring case and surrounding spaces), in the given order; More+ only when the API has
 * categories beyond these.
 */
export interface FooterSpecialities {
  items: { id: string; name: string; slug: string }[];
  showMore: boolean;
  /** On a translated page: the names stay the API's English, marked so. */
  lang?: string;
}

export function footerSpecialities(
  categories: readonly CategorySummary[],
  names: readonly string[],
): FooterSpecialities {
  const byName = new Map<string, CategorySummary>();
  for (const category of categories) {
    if (!byName.has(key(category.name))) byName.set(key(category.name), category);
  }
  // Only what the links need: the footer is rendered on the client too, and carries its props.
  const items = names.flatMap((name) => {
    const category = byName.get(key(name));
    return category ? [{ id: category.id, name: category.name, slug: category.slug }] : [];
  });
  const wanted = new Set(names.map(key));
  const showMore = categories.some((category) => !wanted.has(key(category.name)));
  return { items, showMore };
}
