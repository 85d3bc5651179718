import type { CategorySummary } from './hospital-api/types';

const key = (name: string) => name.trim().toLowerCase();

/**
 * The footer's Our Specialty column: the categories whose names match the given names
 * (ignoring case and surrounding spaces), in the given order; More+ only when the API has
 * categories beyond these.
 */
export function footerSpecialities(
  categories: readonly CategorySummary[],
  names: readonly string[],
) {
  const byName = new Map<string, CategorySummary>();
  for (const category of categories) {
    if (!byName.has(key(category.name))) byName.set(key(category.name), category);
  }
  const items = names.flatMap((name) => {
    const category = byName.get(key(name));
    return category ? [category] : [];
  });
  const wanted = new Set(names.map(key));
  const showMore = categories.some((category) => !wanted.has(key(category.name)));
  return { items, showMore };
}
