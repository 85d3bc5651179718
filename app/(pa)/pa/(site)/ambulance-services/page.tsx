import { AmbulancePage, ambulancePageMetadata } from '@/components/content/ambulance-page';

export const metadata = ambulancePageMetadata('pa');

export default function Page() {
  return <AmbulancePage locale="pa" />;
}
