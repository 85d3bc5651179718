import { AmbulancePage, ambulancePageMetadata } from '@/components/content/ambulance-page';

export const metadata = ambulancePageMetadata('hi');

export default function Page() {
  return <AmbulancePage locale="hi" />;
}
