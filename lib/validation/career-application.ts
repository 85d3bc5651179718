import * as z from 'zod/mini';

import {
  NAME_MAX,
  STANDARD_EMAIL_PATTERN,
  emailField,
  optionalText,
  phoneField,
  requiredText,
} from './fields';
import { CV_TYPE_NAMES, cvTypeOfName } from './cv-types';

/** Largest CV accepted: 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** The job id kept in local storage (no rule in the spec; only the length is capped). */
export const JOB_ID_MAX = 100;

export const CV_REQUIRED_MESSAGE = 'CV is required';
export const CV_TYPE_MESSAGE = `Please choose a ${CV_TYPE_NAMES} file`;
export const CV_SIZE_MESSAGE = 'The CV must be 5 MB or smaller';

/**
 * Whether a value looks like a File: a browser File, jsdom's File, or Node's global File from
 * `request.formData()`. Duck-typed rather than `instanceof File` so it works across realms.
 * Blob reading is checked through `arrayBuffer` or `slice`: every Blob has `slice`, while jsdom's
 * File has no `arrayBuffer`. Plain JSON objects (`{ "name": "a.pdf", "size": 1 }`) never pass.
 */
export function isFileLike(value: unknown): value is File {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as {
    name?: unknown;
    size?: unknown;
    arrayBuffer?: unknown;
    slice?: unknown;
  };
  return (
    typeof candidate.name === 'string' &&
    typeof candidate.size === 'number' &&
    Number.isFinite(candidate.size) &&
    candidate.size >= 0 &&
    (typeof candidate.arrayBuffer === 'function' || typeof candidate.slice === 'function')
  );
}

/**
 * Why a CV was refused, carried in its issue's params: a route handler answers a file too large
 * or of the wrong type with a status of its own, and must not read that from the message.
 */
export type CvRefusal = 'missing' | 'unsupported-type' | 'too-large';

const refusal = (reason: CvRefusal, error: string) => ({
  error,
  abort: true,
  params: { cvRefusal: reason },
});

/**
 * The CV upload. One issue, the first that applies: not a file or empty -> required; an extension
 * not in cv-types.ts -> type; over 5 MB -> size. The server also checks the content
 * (file-signature.ts).
 */
export const cvField = z.custom<File>(isFileLike, refusal('missing', CV_REQUIRED_MESSAGE)).check(
  z.refine((file) => file.size > 0, refusal('missing', CV_REQUIRED_MESSAGE)),
  z.refine(
    (file) => cvTypeOfName(file.name) !== null,
    refusal('unsupported-type', CV_TYPE_MESSAGE),
  ),
  z.refine((file) => file.size <= CV_MAX_BYTES, refusal('too-large', CV_SIZE_MESSAGE)),
);

/** The CV issue among a failed parse's issues, with the reason it carries; null when the CV passed. */
export function cvRefusalOf(
  issues: readonly z.core.$ZodIssue[],
): { reason: CvRefusal; message: string } | null {
  for (const issue of issues) {
    const reason: unknown = issue.code === 'custom' ? issue.params?.cvRefusal : undefined;
    if (reason === 'missing' || reason === 'unsupported-type' || reason === 'too-large')
      return { reason, message: issue.message };
  }
  return null;
}

/** The text fields of a career application, without the CV. */
export const careerApplicationFieldsSchema = z.object({
  name: requiredText('Patient name is required', NAME_MAX),
  phone: phoneField({
    required: 'Phone number is required',
    invalid: 'Phone number must be 10 digits',
  }),
  email: emailField(STANDARD_EMAIL_PATTERN, {
    required: 'Email is required',
    invalid: 'Invalid email address',
  }),
  id: optionalText(JOB_ID_MAX),
});

/** Career application (/careers/{slug}): text fields plus the CV file. */
export const careerApplicationSchema = z.extend(careerApplicationFieldsSchema, {
  cv: cvField,
});

export type CareerApplicationInput = z.input<typeof careerApplicationSchema>;
export type CareerApplicationValues = z.output<typeof careerApplicationSchema>;
