import { EmergencyPage, emergencyPageMetadata } from '@/components/emergency/emergency-page';

export const metadata = emergencyPageMetadata('en');

export default function Page() {
  return <EmergencyPage locale="en" />;
}
