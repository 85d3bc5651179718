import { appointmentForDoctor } from '@/content/appointment-page';
import type { Doctor } from '@/lib/hospital-api/types';
import { HOSPITAL_OPTIONS, specialtyOptions, type HospitalOption } from '@/lib/validation/booking';

/**
 * The other spellings of the form's hospitals that a doctor's city may use: the API writes units
 * ("GT Road Amritsar", "Medicity Amritsar"), the group writes "Tarn Taran" and "Firozpur" too.
 */
const HOSPITAL_SPELLINGS: Record<HospitalOption, readonly string[]> = {
  Amritsar: ['Amritsar', 'ASR'],
  Pathankot: ['Pathankot'],
  Ferozepur: ['Ferozepur', 'Firozpur', 'Ferozpur'],
  Srinagar: ['Srinagar'],
  'Taran Taran': ['Taran Taran', 'Tarn Taran'],
  Jammu: ['Jammu'],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const HOSPITAL_PATTERNS = HOSPITAL_OPTIONS.map(
  (option) =>
    [
      option,
      new RegExp(
        `(^|[^\\p{L}])(${HOSPITAL_SPELLINGS[option].map(escapeRegExp).join('|')})($|[^\\p{L}])`,
        'iu',
      ),
    ] as const,
);

/** The form's hospital a city of the API names, or null when it names none or more than one. */
export function hospitalOfCity(city: string): HospitalOption | null {
  const found = HOSPITAL_PATTERNS.filter(([, pattern]) => pattern.test(city));
  return found.length === 1 ? found[0]![0] : null;
}

/** The one hospital of the form a doctor works in, or null when it is none or several. */
export function hospitalOfDoctor(cities: readonly string[]): HospitalOption | null {
  const hospitals = new Set(cities.map(hospitalOfCity).filter((option) => option !== null));
  return hospitals.size === 1 ? [...hospitals][0]! : null;
}

/** What the booking form starts with when it is for one doctor. */
export interface BookingPreset {
  doctor: { slug: string; name: string };
  /** The specialty select's options, the doctor's own speciality among them. */
  specialities: string[];
  specialty: string;
  /** Empty when the doctor works in none, or several, of the form's hospitals. */
  location: HospitalOption | '';
  message: string;
}

/** The booking form for `doctor`: speciality and (where there is one) hospital chosen, message begun. */
export function bookingPresetFor(doctor: Doctor, specialities: readonly string[]): BookingPreset {
  const category = doctor.category.trim();
  const listed = specialities.find((name) => name.trim().toLowerCase() === category.toLowerCase());
  // A speciality the list lacks (it failed to load, or names it otherwise) is added, so that the
  // doctor's own can still be chosen.
  const options = specialtyOptions(
    listed || !category ? specialities : [...specialities, category],
  );
  return {
    doctor: { slug: doctor.slug, name: doctor.name },
    specialities: options,
    specialty: listed?.trim() ?? category,
    location: hospitalOfDoctor(doctor.cities) ?? '',
    message: appointmentForDoctor.messageStart(doctor.name),
  };
}

/**
 * The message as stored for a booking with a doctor: as written when it names the doctor, else
 * with the doctor's name in front, so the request names them wherever it is read or sent.
 */
export function messageNamingDoctor(message: string, doctorName: string): string {
  return message.toLowerCase().includes(doctorName.toLowerCase())
    ? message
    : `${appointmentForDoctor.messageStart(doctorName)}${message}`;
}
