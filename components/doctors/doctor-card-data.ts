import { cityLabel } from '@/content/doctors-page';
import type { Doctor } from '@/lib/hospital-api/types';

/** What one card shows, and nothing else: the props a card carries in the page's payload. */
export interface DoctorCardData {
  id: string;
  name: string;
  slug: string;
  image?: string;
  /** The speciality above the name (the directory's card). */
  badge?: string;
  /** The speciality below the name (every other card). */
  role?: string;
  education?: string;
  /** Experience, and outside the directory the cities. */
  detail?: string;
  about?: string;
}

/** How a card says a doctor's experience and places in the page's language (English by default). */
export interface CardLanguage {
  experience: (years: number) => string;
  place: (city: string) => string;
}

const english: CardLanguage = {
  experience: (years) => (years === 1 ? '1 year of experience' : `${years} years of experience`),
  // As the city tabs and the profile name it: the API's "Taran Taran" is shown as Tarn Taran.
  place: cityLabel,
};

function yearsOf(doctor: Doctor, language: CardLanguage): string | null {
  return doctor.experienceYears !== null && doctor.experienceYears > 0
    ? language.experience(doctor.experienceYears)
    : null;
}

/** Absent fields are left out rather than set to undefined, which the payload would spell out. */
function present<T extends object>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as T;
}

export function doctorCardData(
  doctor: Doctor,
  detailed: boolean,
  language: CardLanguage = english,
): DoctorCardData {
  const places = doctor.cities.map(language.place).join(' · ');
  const detail = [yearsOf(doctor, language), detailed ? null : places || null]
    .filter(Boolean)
    .join(' · ');
  return present({
    id: doctor.id,
    name: doctor.name,
    slug: doctor.slug,
    image: doctor.image ?? undefined,
    badge: detailed ? doctor.category : undefined,
    role: detailed ? undefined : doctor.category,
    education: detailed ? doctor.education : undefined,
    detail,
    about: detailed ? doctor.about : undefined,
  });
}
