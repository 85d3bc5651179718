import * as z from 'zod/mini';
import { forms } from '@/content/i18n/en/forms';

// Shared field builders for the site's form schemas. The schemas run both in the browser
// (react-hook-form + zodResolver) and in route handlers (safeParse), so this file stays free of
// Node-only APIs. They are built with zod/mini, whose checks are plain functions a bundler can
// leave out when unused (classic zod's methods bring all of them to the browser), and imported
// as a namespace (`import { z }` would pull every locale into the client bundle).
//
// Every builder gives exactly ONE issue per field: the first failing rule. A value that is not a
// string (missing key, null, a number, an object from a hostile POST) fails zod's type check with
// the field's required message, and no further checks run. The required check is marked
// `abort: true` so a blank value never also reports a format error.

/** Length caps. Values longer than these are rejected rather than silently cut. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 2000;
/** Free-text phone (callback form: required, no format rule). Room for "+91 98765-43210" and the like. */
export const PHONE_TEXT_MAX = 30;

/**
 * The forms' messages, keyed by rule (content/i18n/en/forms.ts): the spec's English words, which
 * the page's language replaces where it is not English (lib/i18n/form-messages.ts).
 */
export const rules = forms.validation;

/** Message for a value over its length cap. */
export function tooLongMessage(max: number): string {
  return rules.tooLong.replace('{max}', String(max));
}

/** Message for an optional text field that received something other than text. */
export const NOT_TEXT_MESSAGE = rules.notText;

/** Message for text holding control characters or half of a surrogate pair. */
export const UNSUPPORTED_CHARACTERS_MESSAGE = rules.unsupportedCharacters;

/**
 * Control characters other than tab and line breaks (C0, DEL and C1), and a surrogate without its
 * other half. No keyboard types them into a form; PostgreSQL cannot store NUL or an unpaired
 * surrogate in jsonb, and an escape sequence in a name would drive the staff's terminal. (No
 * look-behind: older Safari cannot parse it.)
 */
const UNSUPPORTED_CHARACTER =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasOnlySupportedCharacters(value: string): boolean {
  return !UNSUPPORTED_CHARACTER.test(value);
}

/**
 * zod runs length checks (min/max) on any value that has a `length`, arrays included, even after
 * the string type check has failed; limiting them to strings keeps junk input to one issue.
 */
const STRINGS_ONLY = { when: (payload: z.core.ParsePayload) => typeof payload.value === 'string' };

const SUPPORTED_CHARACTERS_ONLY = {
  ...STRINGS_ONLY,
  error: UNSUPPORTED_CHARACTERS_MESSAGE,
  abort: true,
};

/** Email patterns used by the forms (see the spec's validation table). */
/** "Standard" pattern: booking, careers and the callback popup. */
export const STANDARD_EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
/** Contact form: non-space text, an at sign and a domain. */
export const DOMAIN_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** Doctor-page appointment: text@text with no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/**
 * A required, trimmed text field. Not a string, empty or whitespace-only -> `requiredMessage`;
 * longer than `max` (after trimming) -> `tooLongMessage(max)`.
 */
export function requiredText(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { ...STRINGS_ONLY, error: requiredMessage, abort: true }),
      z.maxLength(max, { ...STRINGS_ONLY, error: tooLongMessage(max), abort: true }),
      z.refine(hasOnlySupportedCharacters, SUPPORTED_CHARACTERS_ONLY),
    );
}

/**
 * An optional, trimmed text field with no rule of its own (e.g. the doctor's name on the doctor
 * page, the job id on a career application). Missing, null, empty or whitespace-only -> undefined.
 * Longer than `max` -> `tooLongMessage(max)`; any other non-string -> `NOT_TEXT_MESSAGE`.
 */
export function optionalText(max: number) {
  return z.pipe(
    z.nullish(
      z
        .string({ error: NOT_TEXT_MESSAGE })
        .check(
          z.trim(),
          z.maxLength(max, { ...STRINGS_ONLY, error: tooLongMessage(max), abort: true }),
          z.refine(hasOnlySupportedCharacters, SUPPORTED_CHARACTERS_ONLY),
        ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : undefined)),
  );
}

/**
 * Normalises what a patient types into a phone box to the bare 10-digit number (the UI shows a
 * fixed +91 prefix beside the input):
 * - all whitespace and hyphens are removed ("98765 43210", "98765-43210");
 * - a leading "+91" or "91" is removed, but only when exactly 10 digits follow it
 *   ("+91 98765 43210", "919876543210"); a 10-digit number that happens to start with 91 is kept;
 * - a single leading "0" (trunk prefix) is removed, but only when exactly 10 digits follow it
 *   ("09876543210").
 * Anything else is returned as-is (minus spaces and hyphens) for the 10-digit check to refuse.
 */
export function normalisePhone(raw: string): string {
  const compact = raw.replace(/[\s-]+/g, '');
  const prefixed = /^(?:\+?91|0)(\d{10})$/.exec(compact);
  return prefixed?.[1] ?? compact;
}

/**
 * A phone number as it is compared when a visitor finds their request by it (/request-status,
 * /my-data): its digits only, then as `normalisePhone` (without +91 or a leading 0 before 10
 * digits). "+91 98765-43210" and "098765 43210" are one number; so are "+44 20 7946 0958" and
 * "44 2079 460958".
 */
export function phoneDigits(raw: string): string {
  return normalisePhone(raw.replace(/\D/g, ''));
}

/**
 * A phone number typed to find a request by: any number a form accepted. The call-back form keeps
 * its number as typed (a landline with its code, a number abroad), so only a value with no digit
 * at all is refused. Kept as typed; compared by `phoneDigits`.
 */
export function lookupPhoneField(messages: PhoneMessages) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, { ...STRINGS_ONLY, error: messages.required, abort: true }),
    z.maxLength(PHONE_TEXT_MAX, {
      ...STRINGS_ONLY,
      error: tooLongMessage(PHONE_TEXT_MAX),
      abort: true,
    }),
    z.refine((value) => phoneDigits(value) !== '', { error: messages.invalid }),
  );
}

export interface PhoneMessages {
  /** Not a string, empty, or nothing left after removing spaces and hyphens. */
  required: string;
  /** Not exactly 10 digits after normalisation (see `normalisePhone`). */
  invalid: string;
}

/** A required phone number: output is always exactly 10 digits. */
export function phoneField(messages: PhoneMessages) {
  return z
    .string({ error: messages.required })
    .check(
      z.overwrite(normalisePhone),
      z.minLength(1, { ...STRINGS_ONLY, error: messages.required, abort: true }),
      z.regex(/^\d{10}$/, { error: messages.invalid, abort: true }),
    );
}

export interface EmailMessages {
  /** Not a string, empty or whitespace-only. */
  required: string;
  /** Does not match `pattern`. */
  invalid: string;
}

/**
 * A required, trimmed email address. The length cap (254, the longest valid address) is checked
 * before the pattern, so patterns never run on oversized input.
 */
export function emailField(pattern: RegExp, messages: EmailMessages) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, { ...STRINGS_ONLY, error: messages.required, abort: true }),
      z.maxLength(EMAIL_MAX, { ...STRINGS_ONLY, error: tooLongMessage(EMAIL_MAX), abort: true }),
      z.refine(hasOnlySupportedCharacters, SUPPORTED_CHARACTERS_ONLY),
      z.regex(pattern, { error: messages.invalid, abort: true }),
    );
}
