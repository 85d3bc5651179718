import type { Doctor } from '@/lib/hospital-api/types';
import { doctorCardData } from './doctor-card-data';
import { DoctorCardView } from './doctor-card-view';

interface DoctorCardProps {
  doctor: Doctor;
  /** The directory's card: speciality badge, education and about as well. */
  detailed?: boolean;
  /** Where Book an Appointment goes: by default the appointment form for this doctor. */
  bookHref?: string;
  bookLabel?: string;
  headingLevel?: 'h2' | 'h3';
}

/** One doctor card everywhere: a grid card from 550 px up, a compact row with a small photo below. */
export function DoctorCard({
  doctor,
  detailed = false,
  bookHref,
  bookLabel,
  headingLevel = 'h3',
}: DoctorCardProps) {
  // The defaults are the view's own: a prop left out is not written into the page's payload.
  return (
    <DoctorCardView
      card={doctorCardData(doctor, detailed)}
      {...(bookHref ? { bookHref } : {})}
      {...(bookLabel ? { bookLabel } : {})}
      headingLevel={headingLevel}
    />
  );
}
