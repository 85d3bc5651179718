import { DoctorGridPage } from '@/components/doctors/doctor-grid-page';
import { doctorsPage } from '@/content/doctors-page';
import { DEFAULT_VIEW, doctorsListPage } from '@/lib/doctors-query';
import { getDoctors } from '@/lib/hospital-api';
import { doctorsPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: doctorsPage.title,
  description: doctorsPage.description,
  path: doctorsPath(),
});

/**
 * The whole list's first page. proxy.ts serves /doctors from list/all instead, so that the
 * filters' client-side navigations stay within one route; this page keeps /doctors in the build's
 * route list and answers if the proxy is ever bypassed.
 */
export default async function DoctorsPage() {
  const list = doctorsListPage(await getDoctors(), DEFAULT_VIEW)!;
  return <DoctorGridPage list={list} view={DEFAULT_VIEW} labels={doctorsPage} />;
}
