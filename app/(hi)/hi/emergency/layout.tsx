import type { ReactNode } from 'react';
import { EmergencyShell } from '@/components/layout/emergency-shell';

export default function HindiEmergencyLayout({ children }: { children: ReactNode }) {
  return <EmergencyShell locale="hi">{children}</EmergencyShell>;
}
