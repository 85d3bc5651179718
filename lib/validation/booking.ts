import * as z from 'zod/mini';

import { DOCTOR_SLUG_MAX } from '@/lib/booking/doctor-slug';
import {
  MESSAGE_MAX,
  NAME_MAX,
  STANDARD_EMAIL_PATTERN,
  emailField,
  phoneField,
  requiredText,
  rules,
} from './fields';

/** The hospitals a patient can pick in the booking form (site-core spec, section 3). */
export const HOSPITAL_OPTIONS = [
  'Amritsar',
  'Pathankot',
  'Ferozepur',
  'Srinagar',
  'Taran Taran',
  'Jammu',
] as const;

export type HospitalOption = (typeof HOSPITAL_OPTIONS)[number];

/** Specialty names come from the API, so any non-empty text up to this length is accepted. */
export const SPECIALTY_MAX = 150;

/**
 * Always offered after the API's specialities: a patient may not know which one they need, and
 * the form must stay sendable when the speciality list cannot be read.
 */
export const NOT_SURE_SPECIALTY = 'Not sure, please advise';

/** The specialty select's options: the API's names (each once), then "not sure". */
export function specialtyOptions(specialities: readonly string[]): string[] {
  const names = [...new Set(specialities.map((name) => name.trim()).filter(Boolean))];
  return [...names.filter((name) => name !== NOT_SURE_SPECIALTY), NOT_SURE_SPECIALTY];
}

const HOSPITAL_REQUIRED = rules.required.hospital;

/** Appointment booking form (/appointment and the navigation-bar modal). */
export const bookingSchema = z.object({
  name: requiredText(rules.required.patientName, NAME_MAX),
  phone: phoneField({ required: rules.required.phone, invalid: rules.invalid.phoneDigits }),
  email: emailField(STANDARD_EMAIL_PATTERN, {
    required: rules.required.email,
    invalid: rules.invalid.emailAddress,
  }),
  // Anything that is not one of the six hospitals (blank, unknown, not a string) is "required".
  location: z.pipe(
    z.string({ error: HOSPITAL_REQUIRED }).check(z.trim()),
    z.enum(HOSPITAL_OPTIONS, { error: HOSPITAL_REQUIRED }),
  ),
  specialty: requiredText(rules.required.specialty, SPECIALTY_MAX),
  message: requiredText(rules.required.message, MESSAGE_MAX),
  // The doctor whose card led here (a slug), which the server checks against the catalogue. Not a
  // field the visitor fills: anything that cannot be a slug is dropped, never a reason to refuse.
  doctor: z.catch(z.optional(z.string().check(z.maxLength(DOCTOR_SLUG_MAX))), undefined),
});

export type BookingValues = z.output<typeof bookingSchema>;
