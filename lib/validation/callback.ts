import * as z from 'zod/mini';

import {
  NAME_MAX,
  PHONE_TEXT_MAX,
  STANDARD_EMAIL_PATTERN,
  emailField,
  requiredText,
  rules,
} from './fields';

/** The callback request's message is always this word; it is not a form field. */
export const CALLBACK_MESSAGE = 'connect';

/**
 * Callback popup. The spec gives only "required" for each field. The email input is type=email,
 * so a value that is not an email address is also refused; the phone has no format rule and is
 * kept as typed (trimmed).
 */
export const callbackSchema = z.object({
  name: requiredText(rules.required.name, NAME_MAX),
  email: emailField(STANDARD_EMAIL_PATTERN, {
    required: rules.required.email,
    invalid: rules.invalid.emailAddress,
  }),
  phone: requiredText(rules.required.phone, PHONE_TEXT_MAX),
});

export type CallbackValues = z.output<typeof callbackSchema>;
