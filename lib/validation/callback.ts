import * as z from 'zod/mini';

import {
  NAME_MAX,
  PHONE_TEXT_MAX,
  STANDARD_EMAIL_PATTERN,
  emailField,
  requiredText,
} from './fields';

/** The callback request's message is always this word; it is not a form field. */
export const CALLBACK_MESSAGE = 'connect';

/**
 * Callback popup. The spec gives only "required" for each field. The email input is type=email,
 * so a value that is not an email address is also refused; the phone has no format rule and is
 * kept as typed (trimmed).
 */
export const callbackSchema = z.object({
  name: requiredText('Name is required', NAME_MAX),
  email: emailField(STANDARD_EMAIL_PATTERN, {
    required: 'Email is required',
    invalid: 'Invalid email address',
  }),
  phone: requiredText('Phone number is required', PHONE_TEXT_MAX),
});

export type CallbackValues = z.output<typeof callbackSchema>;
