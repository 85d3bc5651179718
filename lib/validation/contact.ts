import * as z from 'zod/mini';

import {
  DOMAIN_EMAIL_PATTERN,
  MESSAGE_MAX,
  NAME_MAX,
  emailField,
  phoneField,
  requiredText,
} from './fields';

/** Contact form (/contact-us). */
export const contactSchema = z.object({
  name: requiredText('Name is required', NAME_MAX),
  email: emailField(DOMAIN_EMAIL_PATTERN, {
    required: 'Email is required',
    invalid: 'Invalid email format',
  }),
  phone: phoneField({ required: 'Mobile number is required', invalid: 'Invalid mobile number' }),
  message: requiredText('Message is required', MESSAGE_MAX),
});

export type ContactValues = z.output<typeof contactSchema>;
