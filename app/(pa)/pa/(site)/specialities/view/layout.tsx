import type { ReactNode } from 'react';
import { SpecialityListFrame } from '@/components/specialities/speciality-list-frame';

// The search box lives here, above the results, so that it stays mounted (focus, typed text)
// while the results below change with the address.
export default function SpecialitiesViewLayout({ children }: { children: ReactNode }) {
  return <SpecialityListFrame locale="pa">{children}</SpecialityListFrame>;
}
