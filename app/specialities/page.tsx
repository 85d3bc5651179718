import { SpecialitiesShell } from '@/components/specialities/specialities-shell';
import { SpecialityListResults } from '@/components/specialities/speciality-list-results';
import { specialitiesPage } from '@/content/specialities-page';
import { searchCategories } from '@/lib/hospital-api';
import { specialitiesPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { FIRST_SPECIALITIES_VIEW, loadSpecialitiesPage } from '@/lib/speciality-list';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: specialitiesPage.title,
  description: specialitiesPage.description,
  path: specialitiesPath(),
});

/**
 * The whole list's first page. The rewrites serve /specialities from speciality-list/page=1
 * instead, so that searching and paging stay within one route; this page keeps /specialities in
 * the build's route list and answers if the rewrites are ever bypassed.
 */
export default async function SpecialitiesPage() {
  const list = (await loadSpecialitiesPage(FIRST_SPECIALITIES_VIEW, searchCategories))!;
  return (
    <SpecialitiesShell>
      <SpecialityListResults list={list} view={FIRST_SPECIALITIES_VIEW} />
    </SpecialitiesShell>
  );
}
