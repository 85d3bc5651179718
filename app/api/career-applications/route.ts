import { formSuccessMessages } from '@/content/forms';
import { handleFormPost } from '@/lib/forms/form-handler';
import { RejectedRequest } from '@/lib/forms/request-guard';
import { POST_ONLY } from '@/lib/method-not-allowed';
import {
  CV_MAX_BYTES,
  careerApplicationSchema,
  cvRefusalOf,
  type CvRefusal,
} from '@/lib/validation/career-application';
import { CV_TYPE_NAMES } from '@/lib/validation/cv-types';
import { detectDocumentType, signatureMatchesExtension } from '@/lib/validation/file-signature';

/** Room for the text fields and multipart framing around the largest CV. */
const BODY_LIMIT = CV_MAX_BYTES + 64 * 1024;

/** A missing CV is one more invalid field (422); a CV the site cannot take has its own status. */
const STATUS_FOR_CV_REFUSAL = {
  'unsupported-type': 415,
  'too-large': 413,
} as const satisfies Record<Exclude<CvRefusal, 'missing'>, 413 | 415>;

const CV_CONTENT_MESSAGE = `The CV does not look like the ${CV_TYPE_NAMES} file its name says. Please choose the document again.`;

/** The careers application: multipart with the CV, checked by its bytes as well as its name. */
export function POST(request: Request) {
  return handleFormPost({
    request,
    kind: 'career-application',
    contentType: 'multipart/form-data',
    bodyLimit: BODY_LIMIT,
    schema: careerApplicationSchema,
    successMessage: formSuccessMessages.careerApplication,
    readFields: async (body, original) => {
      let form: FormData;
      try {
        form = await new Response(body, {
          headers: { 'content-type': original.headers.get('content-type')! },
        }).formData();
      } catch {
        throw new RejectedRequest(
          400,
          'The form could not be read: the multipart body is malformed.',
        );
      }
      const fields: Record<string, unknown> = {};
      for (const [name, value] of form.entries()) fields[name] ??= value;
      return fields;
    },
    refusalFor: (error) => {
      const cv = cvRefusalOf(error.issues);
      if (!cv || cv.reason === 'missing') return null;
      return { status: STATUS_FOR_CV_REFUSAL[cv.reason], message: cv.message };
    },
    toSubmission: async (values) => {
      const cv = values.cv as File;
      const bytes = new Uint8Array(await cv.arrayBuffer());
      const type = detectDocumentType(bytes);
      if (!type || !signatureMatchesExtension(cv.name, bytes)) {
        throw new RejectedRequest(415, CV_CONTENT_MESSAGE);
      }
      return {
        payload: {
          name: values.name,
          phone: values.phone,
          email: values.email,
          id: values.id ?? '',
        },
        file: { bytes, extension: type, originalName: cv.name },
      };
    },
  });
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
