import { AppointmentPage } from '@/components/appointment/appointment-page';
import { appointmentPage } from '@/content/appointment-page';
import { APPOINTMENT_MESSAGE_PARAM, appointmentPath } from '@/content/routes';
import { MESSAGE_MAX } from '@/lib/validation/fields';
import { pageMetadata } from '@/lib/seo/metadata';

// /appointment?message=… (the proxy rewrites it here): the form with its message written in the
// server's HTML, so it is there without JavaScript. Rendered for each visit, from the cached
// specialities; the address is the appointment page's own.
export const metadata = pageMetadata({
  title: appointmentPage.metaTitle,
  description: appointmentPage.description,
  path: appointmentPath,
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const value = (await searchParams)[APPOINTMENT_MESSAGE_PARAM];
  const message = (typeof value === 'string' ? value : '').trim().slice(0, MESSAGE_MAX);
  return <AppointmentPage message={message} />;
}
