import { EmergencyPage, emergencyPageMetadata } from '@/components/emergency/emergency-page';

export const metadata = emergencyPageMetadata('pa');

export default function Page() {
  return <EmergencyPage locale="pa" />;
}
