import { notSentFor, thankYouFor, type NotSentReason } from '@/content/routes';
import type { SubmissionKind } from '@/lib/submissions/schema';

/**
 * A form the browser sent by itself, the page's script not running (turned off, or not loaded):
 * it asks for a page (Accept: text/html), where the site's script asks for JSON. It is stored
 * like any other, and answered with a page.
 */
export function isPagePost(headers: Headers): boolean {
  return headers.get('accept')?.includes('text/html') ?? false;
}

/** 303: the browser follows with a GET, so a reload or Back never sends the form again. */
function seeOther(path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: path, 'Cache-Control': 'no-store' },
  });
}

function reasonFor(
  status: number,
  fieldErrors: Record<string, string> | undefined,
  carriesFile: boolean,
): NotSentReason {
  // Too large, or of a type the site does not take: for a form with a file, the file.
  if (carriesFile && (status === 413 || status === 415)) return 'file';
  if (status === 429) return 'busy';
  if (status === 422 && fieldErrors) return 'fields';
  return 'failed';
}

/** The answer to a page post that was stored: the thank-you page for its kind and reference. */
export function pageAfterStored(kind: SubmissionKind, reference: string): Response {
  return seeOther(thankYouFor(kind, reference));
}

/** The answer to a page post that was refused: /not-sent, saying why and which fields. */
export function pageAfterRefused(
  form: { kind: SubmissionKind; carriesFile: boolean },
  status: number,
  fieldErrors?: Record<string, string>,
): Response {
  const reason = reasonFor(status, fieldErrors, form.carriesFile);
  return seeOther(notSentFor(form.kind, reason, Object.keys(fieldErrors ?? {})));
}
