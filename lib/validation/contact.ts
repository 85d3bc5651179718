import * as z from 'zod/mini';

import {
  DOMAIN_EMAIL_PATTERN,
  MESSAGE_MAX,
  NAME_MAX,
  emailField,
  phoneField,
  requiredText,
  rules,
} from './fields';

/** Contact form (/contact-us). */
export const contactSchema = z.object({
  name: requiredText(rules.required.name, NAME_MAX),
  email: emailField(DOMAIN_EMAIL_PATTERN, {
    required: rules.required.email,
    invalid: rules.invalid.emailFormat,
  }),
  phone: phoneField({ required: rules.required.mobile, invalid: rules.invalid.mobile }),
  message: requiredText(rules.required.message, MESSAGE_MAX),
});

export type ContactValues = z.output<typeof contactSchema>;
