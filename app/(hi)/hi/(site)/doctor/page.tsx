import { DoctorLocatorPage, doctorLocatorMetadata } from '@/components/doctors/doctor-locator-page';

export const revalidate = 300;

export const metadata = doctorLocatorMetadata('hi');

export default function Page() {
  return <DoctorLocatorPage locale="hi" />;
}
