import type { Hospital, Physician, WithContext } from 'schema-dts';
import type { Doctor } from '@/lib/hospital-api/types';
import { practisesIn } from '@/lib/doctors/filters';
import { absoluteUrl, doctorPath, unitPath } from '@/content/routes';
import { site } from '@/content/site';
import { medicalSpecialtiesOf } from './medical-specialty';
import { postalAddressOf } from './postal-address';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';

/** The group's hospitals a doctor practises at, as schema.org Hospitals. */
function hospitalsOf(doctor: Doctor, origin: string): Hospital[] {
  return site.units
    .filter((unit) => practisesIn(doctor.cities, unit.apiCity))
    .map((unit) => ({
      '@type': 'Hospital',
      name: unit.name,
      url: absoluteUrl(origin, unitPath(unit.link)),
      telephone: unit.phones[0].tel,
      address: postalAddressOf(unit.address),
    }));
}

export function physicianJsonLd(
  doctor: Doctor,
  {
    origin,
    description,
    locale = defaultLocale,
  }: { origin: string; description: string; locale?: Locale },
): WithContext<Physician> {
  const hospitals = hospitalsOf(doctor, origin);
  const image = doctor.image ? new URL(doctor.image, origin).href : undefined;
  const specialties = medicalSpecialtiesOf(doctor.category);
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: doctor.name,
    url: absoluteUrl(origin, localePath(locale, doctorPath(doctor.slug))),
    description,
    ...(image ? { image } : {}),
    ...(doctor.category ? { knowsAbout: doctor.category } : {}),
    ...(specialties.length > 0
      ? { medicalSpecialty: specialties.length === 1 ? specialties[0] : [...specialties] }
      : {}),
    ...(hospitals.length > 0 ? { hospitalAffiliation: hospitals, location: hospitals } : {}),
    parentOrganization: { '@type': 'MedicalOrganization', name: site.brand, url: origin },
  };
}

/** JSON-LD for a <script> tag: `<` escaped so no value can close the tag. */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
