import * as z from 'zod';

import {
  NAME_MAX,
  STANDARD_EMAIL_PATTERN,
  emailField,
  optionalText,
  phoneField,
  requiredText,
} from './fields';

/** File types the CV picker accepts (lower case, with the dot). */
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export type CvExtension = (typeof CV_EXTENSIONS)[number];

/** MIME types of the accepted CV formats. */
export const CV_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** Value for the CV file input's accept attribute. */
export const CV_ACCEPT = [...CV_EXTENSIONS, ...CV_MIME_TYPES].join(',');

/** Largest CV accepted: 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** The job id kept in local storage (no rule in the spec; only the length is capped). */
export const JOB_ID_MAX = 100;

export const CV_REQUIRED_MESSAGE = 'CV is required';
export const CV_TYPE_MESSAGE = 'Please choose a PDF, DOC or DOCX file';
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

/** The file name's extension when it is one of CV_EXTENSIONS (case-insensitive), otherwise null. */
export function cvExtension(fileName: string): CvExtension | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot).trim().toLowerCase();
  return CV_EXTENSIONS.find((allowed) => allowed === extension) ?? null;
}

/**
 * The CV upload. One issue, the first that applies: not a file or empty -> required; wrong
 * extension -> type; over 5 MB -> size. The server also checks the content (file-signature.ts).
 */
export const cvField = z
  .custom<File>(isFileLike, { error: CV_REQUIRED_MESSAGE, abort: true })
  .refine((file) => file.size > 0, { error: CV_REQUIRED_MESSAGE, abort: true })
  .refine((file) => cvExtension(file.name) !== null, { error: CV_TYPE_MESSAGE, abort: true })
  .refine((file) => file.size <= CV_MAX_BYTES, { error: CV_SIZE_MESSAGE, abort: true });

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
export const careerApplicationSchema = careerApplicationFieldsSchema.extend({
  cv: cvField,
});

export type CareerApplicationFieldsInput = z.input<typeof careerApplicationFieldsSchema>;
export type CareerApplicationFieldsValues = z.output<typeof careerApplicationFieldsSchema>;
export type CareerApplicationInput = z.input<typeof careerApplicationSchema>;
export type CareerApplicationValues = z.output<typeof careerApplicationSchema>;
