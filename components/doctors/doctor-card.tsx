import type { Doctor } from '@/lib/hospital-api/types';
import { appointmentPath } from '@/lib/routes';
import { doctorCardData } from './doctor-card-data';
import { DoctorCardView } from './doctor-card-view';

interface DoctorCardProps {
  doctor: Doctor;
  /** The directory's card: speciality badge, education and about as well. */
  detailed?: boolean;
  /** Where Book an Appointment goes: the appointment page, or the doctor's own page. */
  bookHref?: string;
  bookLabel?: string;
  headingLevel?: 'h2' | 'h3';
}

/** One doctor card everywhere: a grid card from 550 px up, a compact row with a small photo below. */
export function DoctorCard({
  doctor,
  detailed = false,
  bookHref = appointmentPath,
  bookLabel = 'Book an Appointment',
  headingLevel = 'h3',
}: DoctorCardProps) {
  return (
    <DoctorCardView
      card={doctorCardData(doctor, detailed)}
      bookHref={bookHref}
      bookLabel={bookLabel}
      headingLevel={headingLevel}
    />
  );
}
