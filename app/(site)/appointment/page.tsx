import { AppointmentPage } from '@/components/appointment/appointment-page';
import { appointmentPage } from '@/content/appointment-page';
import { appointmentPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// A cached page like any other: no visitor waits on the hospital API for it. An address with a
// message already written (a package's BOOK NOW) is sent by the proxy to ./with-message.
export const revalidate = 300;

export const metadata = pageMetadata({
  title: appointmentPage.metaTitle,
  description: appointmentPage.description,
  path: appointmentPath,
});

export default function Page() {
  return <AppointmentPage message="" />;
}
