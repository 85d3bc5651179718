import * as z from 'zod';

import { MESSAGE_MAX, NAME_MAX, STANDARD_EMAIL_PATTERN, emailField, phoneField, requiredText } from './fields';

/** The hospitals a patient can pick in the booking form (site-core spec, section 3). */
export const HOSPITAL_OPTIONS = ['Amritsar', 'Pathankot', 'Ferozepur', 'Srinagar', 'Taran Taran', 'Jammu'] as const;
export type HospitalOption = (typeof HOSPITAL_OPTIONS)[number];

/** Specialty names come from the API, so any non-empty text up to this length is accepted. */
export const SPECIALTY_MAX = 150;

const HOSPITAL_REQUIRED = 'Hospital selection is required';

/** Appointment booking form (/appointment and the navigation-bar modal). */
export const bookingSchema = z.object({
  name: requiredText('Patient name is required', NAME_MAX),
  phone: phoneField({ required: 'Phone number is required', invalid: 'Phone number must be 10 digits' }),
  email: emailField(STANDARD_EMAIL_PATTERN, { required: 'Email is required', invalid: 'Invalid email address' }),
  // Anything that is not one of the six hospitals (blank, unknown, not a string) is "required".
  location: z
    .string({ error: HOSPITAL_REQUIRED })
    .trim()
    .pipe(z.enum(HOSPITAL_OPTIONS, { error: HOSPITAL_REQUIRED })),
  specialty: requiredText('Specialty selection is required', SPECIALTY_MAX),
  message: requiredText('Message is required', MESSAGE_MAX),
});

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingValues = z.output<typeof bookingSchema>;
