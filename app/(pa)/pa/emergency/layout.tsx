import type { ReactNode } from 'react';
import { EmergencyShell } from '@/components/layout/emergency-shell';

export default function PunjabiEmergencyLayout({ children }: { children: ReactNode }) {
  return <EmergencyShell locale="pa">{children}</EmergencyShell>;
}
