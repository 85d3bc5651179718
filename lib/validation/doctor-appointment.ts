import * as z from 'zod/mini';

import {
  MESSAGE_MAX,
  NAME_MAX,
  SIMPLE_EMAIL_PATTERN,
  emailField,
  optionalText,
  phoneField,
  requiredText,
} from './fields';

/** The doctor's name is read-only on the form and has no rule; only its length is capped. */
export const DOCTOR_NAME_MAX = 150;

/** Appointment form beside a doctor's profile (/doctor/{slug}). */
export const doctorAppointmentSchema = z.object({
  name: requiredText('Patient Name', NAME_MAX),
  phone: phoneField({ required: 'Mobile number is required', invalid: 'Invalid mobile number' }),
  email: emailField(SIMPLE_EMAIL_PATTERN, {
    required: 'Email is required',
    invalid: 'Invalid email format',
  }),
  doctorname: optionalText(DOCTOR_NAME_MAX),
  message: requiredText('Message is required', MESSAGE_MAX),
});

export type DoctorAppointmentValues = z.output<typeof doctorAppointmentSchema>;
