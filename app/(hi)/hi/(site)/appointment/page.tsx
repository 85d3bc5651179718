import {
  AppointmentPage,
  appointmentPageMetadata,
} from '@/components/appointment/appointment-page';

export const revalidate = 300;

export const metadata = appointmentPageMetadata('hi');

export default function Page() {
  return <AppointmentPage message="" locale="hi" />;
}
