import { formSuccessMessages } from '@/content/forms';
import { handleFormPost } from '@/lib/forms/form-handler';
import { RejectedRequest } from '@/lib/forms/request-guard';
import { CV_MAX_BYTES, careerApplicationSchema } from '@/lib/validation/career-application';
import { detectDocumentType, signatureMatchesExtension } from '@/lib/validation/file-signature';

/** Room for the text fields and multipart framing around the largest CV. */
const BODY_LIMIT = CV_MAX_BYTES + 64 * 1024;

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
    statusForInvalid: (fieldErrors) => {
      if (!fieldErrors.cv || fieldErrors.cv === 'CV is required') return 422;
      return fieldErrors.cv.includes('5 MB') ? 413 : 415;
    },
    toSubmission: async (values) => {
      const cv = values.cv as File;
      const bytes = new Uint8Array(await cv.arrayBuffer());
      const type = detectDocumentType(bytes);
      if (!type || !signatureMatchesExtension(cv.name, bytes)) {
        throw new RejectedRequest(
          415,
          'The CV does not look like the PDF, DOC or DOCX file its name says. Please choose the document again.',
        );
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
