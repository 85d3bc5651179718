import * as z from 'zod/mini';
import { requestStatusPage } from '@/content/request-status-page';
import { normaliseReference } from '@/lib/submissions/reference';
import { lookupPhoneField } from './fields';

const { messages } = requestStatusPage;

/** What the status form sends: a reference as staff would read it out, and a phone. */
export const requestStatusQuerySchema = z.object({
  reference: z.string({ error: messages.referenceRequired }).check(
    z.trim(),
    z.minLength(1, { error: messages.referenceRequired, abort: true }),
    z.refine((value) => normaliseReference(value) !== null, {
      error: messages.referenceInvalid,
    }),
  ),
  phone: lookupPhoneField({ required: messages.phoneRequired, invalid: messages.phoneInvalid }),
});
