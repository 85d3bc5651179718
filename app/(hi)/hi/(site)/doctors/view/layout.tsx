import type { ReactNode } from 'react';
import { DoctorsListFrame } from '@/components/doctors/doctors-list-frame';

// The filters live here, above the list, so that they stay mounted (focus, typed text) while the
// list below changes with the address.
export default function DoctorsViewLayout({ children }: { children: ReactNode }) {
  return <DoctorsListFrame locale="hi">{children}</DoctorsListFrame>;
}
