import {
  AppointmentPage,
  appointmentPageMetadata,
} from '@/components/appointment/appointment-page';

// A cached page like any other: no visitor waits on the hospital API for it. An address with a
// message already written (a package's BOOK NOW) is sent by the proxy to ./with-message.
export const revalidate = 300;

export const metadata = appointmentPageMetadata('en');

export default function Page() {
  return <AppointmentPage message="" />;
}
