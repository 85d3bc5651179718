import { MENU_SPECIALITY_COUNT, specialitiesMenuFrame, type NavMenu } from '@/content/navigation';
import type { CategorySummary } from '@/lib/hospital-api/types';
import { specialityPath } from '@/content/routes';

/** The Specialities menu: the API's first categories (spec: five), then All specialities. */
export function specialitiesMenu(categories: readonly CategorySummary[]): NavMenu {
  return {
    ...specialitiesMenuFrame,
    links: categories.slice(0, MENU_SPECIALITY_COUNT).map((category) => ({
      label: category.name,
      href: specialityPath(category.slug),
    })),
  };
}
