import { PageNotFound } from '@/components/content/page-not-found';
import { notFoundMetadata } from '@/components/content/not-found-view';
import { DoctorGridPage } from '@/components/doctors/doctor-grid-page';
import { DoctorSearchWays } from '@/components/home/doctor-search-ways';
import { doctorsPage } from '@/content/doctors-page';
import { doctorsPath } from '@/content/routes';
import { doctorsList } from '@/lib/doctors/list';
import * as hospitalApi from '@/lib/hospital-api';
import { listViewMetadata } from '@/lib/lists/metadata';
import { suggestSpecialities } from '@/lib/search/topics';

// The rewrites in next.config.mjs (and proxy.ts, for values they cannot copy) send every /doctors
// address (?q=, ?city=, ?category=, ?page=) here, one key per view: each view is rendered once
// and served from the cache until the data's revalidation window passes.
export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ view: string }> };

/** The whole list and each city tab are rendered at build time; other views on first visit. */
export function generateStaticParams() {
  return doctorsList.staticParams();
}

export async function generateMetadata({ params }: Props) {
  const found = await doctorsList.loadView((await params).view, hospitalApi);
  if (!found) return notFoundMetadata;
  return listViewMetadata(doctorsList, found.view, {
    title: doctorsPage.title,
    description: doctorsPage.description,
    path: (page) => doctorsPath({ page }),
  });
}

export default async function DoctorsViewPage({ params }: Props) {
  const found = await doctorsList.loadView((await params).view, hospitalApi);
  // Inside the list's layout, whose banner holds the page's h1.
  if (!found) return <PageNotFound headingLevel={2} />;
  const { view, page: list } = found;
  if (list.total > 0) return <DoctorGridPage list={list} view={view} labels={doctorsPage} />;
  // Nobody found: the specialities the search names ("knee"), and ways on that always lead on.
  const text = view.q || view.category;
  const [specialities, doctors] = text
    ? await Promise.all([
        hospitalApi.orFallback(hospitalApi.getAllCategories(), []),
        hospitalApi.getDoctors(),
      ])
    : [[], []];
  return (
    <>
      <DoctorGridPage list={list} view={view} labels={doctorsPage} />
      <DoctorSearchWays
        text={text}
        specialities={suggestSpecialities(text, specialities, doctors)}
      />
    </>
  );
}
