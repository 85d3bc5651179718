import * as z from 'zod/mini';
import { myDataPage } from '@/content/my-data-page';
import { normaliseReference } from '@/lib/submissions/reference';
import {
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_TEXT_MAX,
  STANDARD_EMAIL_PATTERN,
  phoneDigits,
  optionalText,
  requiredText,
} from './fields';

const { messages } = myDataPage;

/** What the person asks for, and who they are. */
const requestFields = z.object({
  request: z.pipe(
    z.string({ error: messages.request }).check(z.trim()),
    z.enum(myDataPage.requests, { error: messages.request }),
  ),
  name: requiredText(messages.name, NAME_MAX),
  details: optionalText(MESSAGE_MAX),
});

/**
 * How they are found: a request's reference with the phone number given with it, or the e-mail
 * address they used; one of the two is required, and each part given must be well formed.
 */
const findingFields = z
  .object({
    reference: optionalText(20),
    phone: optionalText(PHONE_TEXT_MAX),
    email: optionalText(EMAIL_MAX),
  })
  .check(
    z.superRefine((values, context) => {
      const problem = (path: 'reference' | 'phone' | 'email', message: string) =>
        context.issues.push({ code: 'custom', path: [path], message, input: values[path] });
      if (values.reference !== undefined && normaliseReference(values.reference) === null)
        problem('reference', messages.referenceInvalid);
      if (values.phone !== undefined && phoneDigits(values.phone) === '')
        problem('phone', messages.phoneInvalid);
      if (values.email !== undefined && !STANDARD_EMAIL_PATTERN.test(values.email))
        problem('email', messages.emailInvalid);
      if (values.reference !== undefined && values.phone === undefined)
        problem('phone', messages.phoneForReference);
      if (
        values.email === undefined &&
        (values.reference === undefined || values.phone === undefined)
      )
        problem('email', messages.findMe);
    }),
  );

/**
 * A request to see, correct or erase one's data (/my-data). Its two halves are checked apart, so
 * a missing choice or name does not hold back what is wrong with the way to find the person:
 * every message shows at the first send.
 */
export const dataRequestSchema = z.intersection(requestFields, findingFields);

/** The fields the form posts. */
export const DATA_REQUEST_FIELDS = [
  ...Object.keys(requestFields.shape),
  ...Object.keys(findingFields.shape),
];
