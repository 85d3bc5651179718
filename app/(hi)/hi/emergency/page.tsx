import { EmergencyPage, emergencyPageMetadata } from '@/components/emergency/emergency-page';

export const metadata = emergencyPageMetadata('hi');

export default function Page() {
  return <EmergencyPage locale="hi" />;
}
