import type { MedicalSpecialty } from 'schema-dts';
import { slugify } from '../slug';

type SchemaSpecialty = Extract<MedicalSpecialty, `https://schema.org/${string}`>;

/**
 * The catalogue's specialities that schema.org's MedicalSpecialty enumeration names. A speciality
 * it has no member for (critical care, internal medicine, burns, foot and wound care) is left
 * out rather than given a near miss.
 */
const SPECIALTIES: Record<string, readonly SchemaSpecialty[]> = {
  anaesthesiology: ['https://schema.org/Anesthesia'],
  arthroscopy: ['https://schema.org/Musculoskeletal'],
  cardiology: ['https://schema.org/Cardiovascular'],
  'cardiothoracic-and-vascular-surgery': [
    'https://schema.org/Cardiovascular',
    'https://schema.org/Surgical',
  ],
  dermatology: ['https://schema.org/Dermatology'],
  'emergency-and-trauma-care': ['https://schema.org/Emergency'],
  endocrinology: ['https://schema.org/Endocrine'],
  ent: ['https://schema.org/Otolaryngologic'],
  gastroenterology: ['https://schema.org/Gastroenterologic'],
  'general-and-laparoscopic-surgery': ['https://schema.org/Surgical'],
  'medical-oncology': ['https://schema.org/Oncologic'],
  nephrology: ['https://schema.org/Renal'],
  'neuro-and-spine-surgery': ['https://schema.org/Neurologic', 'https://schema.org/Surgical'],
  'obstetric-gynaecology': ['https://schema.org/Obstetric', 'https://schema.org/Gynecologic'],
  ophthalmology: ['https://schema.org/Ophthalmology'],
  'orthopaedics-and-joint-replacement': ['https://schema.org/Musculoskeletal'],
  'paediatric-orthopedic-surgery': [
    'https://schema.org/Pediatric',
    'https://schema.org/Musculoskeletal',
    'https://schema.org/Surgical',
  ],
  'paediatrics-and-neonatology': ['https://schema.org/Pediatric'],
  'physiotherapy-and-rehabilitation': ['https://schema.org/Physiotherapy'],
  'plastic-reconstructive-and-aesthetic-surgery': ['https://schema.org/PlasticSurgery'],
  pulmonology: ['https://schema.org/Pulmonary'],
  radiology: ['https://schema.org/Radiography'],
  'surgical-oncology': ['https://schema.org/Oncologic', 'https://schema.org/Surgical'],
  urology: ['https://schema.org/Urologic'],
};

/** The schema.org specialties a speciality name stands for; none when it maps onto none. */
export function medicalSpecialtiesOf(speciality: string): readonly SchemaSpecialty[] {
  return SPECIALTIES[slugify(speciality)] ?? [];
}
