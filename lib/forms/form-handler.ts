import 'server-only';
import { NextResponse } from 'next/server';
import * as z from 'zod/mini';
import { env } from '@/lib/env';
import { errorSummary, stackFrames } from '@/lib/error-summary';
import { isPrivacyNoticeVersion } from '@/content/privacy-notice';
import { forms } from '@/content/i18n/en/forms';
import { site } from '@/content/site';
import { catalogue } from '@/lib/i18n/catalogues';
import { localiseFormMessage, postLanguage } from '@/lib/i18n/form-messages';
import {
  RequestKeyReusedError,
  answerDecoy,
  storeSubmission,
  wakeRelay,
  type IncomingSubmission,
  type SubmissionKind,
} from '@/lib/submissions/server';
import { filledHoneypot, sentTooQuickly } from './bot-check';
import { NOTICE_VERSION_FIELD } from './bot-fields';
import { failure } from './failure-response';
import { firstFieldErrors } from './field-errors';
import type { FormSuccess } from './form-response';
import { isPagePost, pageAfterRefused, pageAfterStored } from './page-post';
import { guardPost } from './post-guard';
import { requestKeyOf } from './request-key';
import { RejectedRequest, parseJsonObject, parseUrlEncoded } from './request-guard';

const JSON_BODY_LIMIT = 16 * 1024;

function success(message: string, reference: string) {
  const body: FormSuccess = { success: true, message, reference };
  return NextResponse.json(body, { status: 201 });
}

export const STORE_FAILED_MESSAGE = forms.answers.storeFailed.replace(
  '{phone}',
  site.appointmentPhone.display,
);

/**
 * The form's request key came back with other details than it was first sent with (the browser
 * keeps its key until a send succeeds; a new page draws a new one).
 */
export const REQUEST_KEY_REUSED_MESSAGE = forms.answers.requestKeyReused;

export interface FormSteps {
  request: Request;
  kind: SubmissionKind;
  /** What the site's script sends; a post with no script behind it is url-encoded instead. */
  contentType: 'application/json' | 'multipart/form-data';
  bodyLimit?: number;
  /** Reads the fields (and any file) out of the body; may throw RejectedRequest. */
  readFields: (body: Uint8Array<ArrayBuffer>, request: Request) => Promise<Record<string, unknown>>;
  schema: z.core.$ZodType;
  /** Turns valid values into what is stored; may throw RejectedRequest (for example a bad file). */
  toSubmission: (values: Record<string, unknown>) => Promise<Omit<IncomingSubmission, 'kind'>>;
  successMessage: string;
  /**
   * For invalid values that deserve a status of their own (a file too large or of the wrong
   * type), read from the schema's issues: the status and the message that says why. Otherwise 422.
   */
  refusalFor?: (error: z.core.$ZodError) => { status: 413 | 415; message: string } | null;
}

/**
 * The one path every form post takes: the guard (same-site check, rate limit, content type, size
 * limit, parsing; post-guard.ts), validation with the form's own schema (422 with field messages), the honeypot
 * (a bot: quiet success, nothing stored), then the durable write, and only then the answer with a
 * reference. A request sent faster than a person fills a form is written too, held for staff to
 * check rather than passed on: a person in a hurry (autofill) must never lose theirs.
 * The request key sent again answers the first reference, or 422 when the details differ; a bot's
 * answers do the same. The answer is JSON for the site's script; for a form the browser sent
 * itself, a page: /thank-you once stored, /not-sent otherwise (page-post.ts).
 */
export async function handleFormPost(steps: FormSteps): Promise<Response> {
  const { request, kind } = steps;
  // The page's language (its Content-Language, then its language field once read): the answer's
  // messages are said in it, and the stored request records it.
  let language = postLanguage(request.headers);
  const say = (message: string) => localiseFormMessage(message, catalogue(language).forms);
  // A form the browser sent itself (no script ran) comes url-encoded unless it carries a file,
  // and is answered with a page; the same checks and the same store apply.
  const pagePost = isPagePost(request.headers);
  const urlEncoded = pagePost && steps.contentType === 'application/json';
  const stored = (reference: string) =>
    pagePost ? pageAfterStored(kind, reference) : success(say(steps.successMessage), reference);
  const refused = (
    status: number,
    message: string,
    fieldErrors?: Record<string, string>,
    headers?: HeadersInit,
  ) =>
    pagePost
      ? pageAfterRefused(
          { kind, carriesFile: steps.contentType === 'multipart/form-data' },
          status,
          fieldErrors,
        )
      : failure(
          status,
          say(message),
          fieldErrors &&
            Object.fromEntries(
              Object.entries(fieldErrors).map(([field, text]) => [field, say(text)]),
            ),
          headers,
        );
  try {
    const fields = await guardPost(request, {
      bucket: kind,
      contentType: urlEncoded ? 'application/x-www-form-urlencoded' : steps.contentType,
      bodyLimit: steps.bodyLimit ?? JSON_BODY_LIMIT,
      read: urlEncoded ? async (body) => parseUrlEncoded(body) : steps.readFields,
    });

    language = postLanguage(request.headers, fields);
    const parsed = z.safeParse(steps.schema, fields);
    if (!parsed.success) {
      const fieldErrors = firstFieldErrors(parsed.error);
      const refusal = steps.refusalFor?.(parsed.error);
      return refusal
        ? refused(refusal.status, refusal.message, fieldErrors)
        : refused(422, forms.answers.correctHighlighted, fieldErrors);
    }
    // Before the bot check, so that a bot's CV is refused as a person's would be.
    const submission = await steps.toSubmission(parsed.data as Record<string, unknown>);
    const noticeVersion = fields[NOTICE_VERSION_FIELD];
    const incoming: IncomingSubmission = {
      kind,
      ...submission,
      requestKey: requestKeyOf(request.headers),
      // The notice the form showed, when it is one this site has shown; a post that names none
      // (not sent by the site's own form) records none.
      noticeVersion: isPrivacyNoticeVersion(noticeVersion) ? noticeVersion : null,
      language,
    };
    const bot = filledHoneypot(fields);
    const holdForReview = !bot && sentTooQuickly(fields, { minFillMs: env().FORM_MIN_FILL_MS });
    let reference: string;
    try {
      // A bot's reference is drawn like a real one, so it cannot tell it was dropped.
      reference = bot
        ? await answerDecoy(incoming)
        : (await storeSubmission({ ...incoming, holdForReview })).reference;
    } catch (error) {
      if (error instanceof RequestKeyReusedError) return refused(422, REQUEST_KEY_REUSED_MESSAGE);
      // Never the error's message: a failed query's message holds the visitor's fields.
      console.error(`[forms] ${kind}: could not store a valid request (${errorSummary(error)})`);
      return refused(503, STORE_FAILED_MESSAGE);
    }
    if (!bot && !holdForReview) wakeRelay();
    return stored(reference);
  } catch (error) {
    if (error instanceof RejectedRequest)
      return refused(error.status, error.message, undefined, error.headers);
    console.error(
      `[forms] ${kind}: unexpected error (${errorSummary(error)})\n${stackFrames(error)}`,
    );
    return refused(500, STORE_FAILED_MESSAGE);
  }
}

/** The usual case: a JSON form whose valid values are stored as they are (plus extra fields). */
export function jsonFormPost(
  request: Request,
  kind: SubmissionKind,
  schema: z.core.$ZodType,
  successMessage: string,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  return handleFormPost({
    request,
    kind,
    contentType: 'application/json',
    readFields: async (body) => parseJsonObject(body),
    schema,
    toSubmission: async (values) => ({ payload: { ...values, ...extra } }),
    successMessage,
  });
}
