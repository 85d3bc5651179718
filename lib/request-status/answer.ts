import 'server-only';
import {
  REQUEST_STATUS_ANSWER_ID,
  REQUEST_STATUS_QUERY as QUERY,
  REQUEST_STATUS_RESULT as RESULT,
  requestStatusPath,
} from '@/content/routes';
import { requestStatusPage } from '@/content/request-status-page';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { firstOf, type Query } from '@/lib/query';
import { requestStatusQuerySchema } from '@/lib/validation/request-status';
import { lookUpByProof, lookUpRequest } from './lookup';
import type { RequestStatusView } from './view';

// The status form is posted (app/api/request-status), so that the phone number never reaches an
// address: the address bar, the browser's history, a shared link or a server's log. The answer is
// the status page again (303, so a reload never sends the form again), whose query says what the
// post found (content/routes.ts, REQUEST_STATUS_QUERY).

type Rule = keyof typeof requestStatusPage.messages;
type Field = 'reference' | 'phone';
const RULES = Object.keys(requestStatusPage.messages) as Rule[];
/** What a field's message is when its rule is not in the table (a phone number past its length). */
const OTHER_MISTAKE: Record<Field, Rule> = {
  reference: 'referenceInvalid',
  phone: 'phoneInvalid',
};
const fieldOf = (rule: Rule): Field => (rule.startsWith('phone') ? 'phone' : 'reference');

/**
 * A mistyped reference written back into the form, so the patient can correct it: only when it
 * starts as a reference does. Anything else (often the phone number, typed in the wrong box) is
 * left out of the address.
 */
function writtenBack(referenceTyped: string): string | null {
  const typed = referenceTyped.trim();
  return /^ah/i.test(typed) && typed.length <= 20 ? typed : null;
}

export type StatusPageAnswer =
  | { kind: 'blank' }
  | { kind: 'invalid'; errors: Partial<Record<Field, Rule>> }
  | { kind: 'not-found' }
  | { kind: 'unavailable' }
  | { kind: 'found'; view: RequestStatusView };

function statusPageAddress(locale: Locale, query: URLSearchParams): string {
  return `${localePath(locale, requestStatusPath)}?${query}#${REQUEST_STATUS_ANSWER_ID}`;
}

/**
 * Checks the form and looks the request up; returns the address of the status page that answers,
 * in the page's language.
 */
export async function lookUpAnswerAddress(
  locale: Locale,
  referenceTyped: string,
  phoneTyped: string,
): Promise<string> {
  const query = new URLSearchParams();
  const parsed = requestStatusQuerySchema.safeParse({
    reference: referenceTyped,
    phone: phoneTyped,
  });
  if (!parsed.success) {
    const typed = writtenBack(referenceTyped);
    if (typed) query.set(QUERY.reference, typed);
    const errors = new Map<Field, Rule>();
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field !== 'reference' && field !== 'phone') || errors.has(field)) continue;
      const rule = RULES.find((key) => requestStatusPage.messages[key] === issue.message);
      errors.set(field, rule && fieldOf(rule) === field ? rule : OTHER_MISTAKE[field]);
    }
    for (const rule of errors.values()) query.append(QUERY.error, rule);
    return statusPageAddress(locale, query);
  }
  const found = await lookUpRequest(parsed.data.reference, parsed.data.phone);
  query.set(QUERY.reference, found?.view.reference ?? parsed.data.reference);
  if (found) query.set(QUERY.proof, found.proof);
  else query.set(QUERY.result, RESULT.notFound);
  return statusPageAddress(locale, query);
}

/** The status page's address when the store could not be asked: the reference kept, if any. */
export function unavailableAnswerAddress(locale: Locale, referenceTyped: string): string {
  const query = new URLSearchParams();
  const typed = writtenBack(referenceTyped);
  if (typed) query.set(QUERY.reference, typed);
  query.set(QUERY.result, RESULT.unavailable);
  return statusPageAddress(locale, query);
}

/** What the status page shows for its query: nothing yet, the form's mistakes, or the answer. */
export async function statusPageAnswer(query: Query): Promise<StatusPageAnswer> {
  const reference = firstOf(query[QUERY.reference]);
  const proof = firstOf(query[QUERY.proof]);
  if (reference && proof) {
    const view = await lookUpByProof(reference, proof);
    return view ? { kind: 'found', view } : { kind: 'not-found' };
  }
  const errors: Partial<Record<Field, Rule>> = {};
  for (const rule of [query[QUERY.error] ?? []].flat())
    if ((RULES as string[]).includes(rule)) errors[fieldOf(rule as Rule)] ??= rule as Rule;
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const result = firstOf(query[QUERY.result]);
  if (result === RESULT.notFound) return { kind: 'not-found' };
  if (result === RESULT.unavailable) return { kind: 'unavailable' };
  return { kind: 'blank' };
}
