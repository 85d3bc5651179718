import * as z from 'zod/mini';

import {
  MESSAGE_MAX,
  NAME_MAX,
  SIMPLE_EMAIL_PATTERN,
  emailField,
  optionalText,
  phoneField,
  requiredText,
  rules,
} from './fields';

/** The doctor's name is read-only on the form and has no rule; only its length is capped. */
export const DOCTOR_NAME_MAX = 150;

/** Appointment form beside a doctor's profile (/doctor/{slug}). */
export const doctorAppointmentSchema = z.object({
  name: requiredText(rules.required.patientNameField, NAME_MAX),
  phone: phoneField({ required: rules.required.mobile, invalid: rules.invalid.mobile }),
  email: emailField(SIMPLE_EMAIL_PATTERN, {
    required: rules.required.email,
    invalid: rules.invalid.emailFormat,
  }),
  doctorname: optionalText(DOCTOR_NAME_MAX),
  message: requiredText(rules.required.message, MESSAGE_MAX),
});

export type DoctorAppointmentValues = z.output<typeof doctorAppointmentSchema>;
