import 'server-only';
import { REQUEST_STATUS_ANSWER_ID, requestStatusPath } from '@/content/routes';
import { requestStatusPage } from '@/content/request-status-page';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { firstOf, type Query } from '@/lib/query';
import { requestStatusQuerySchema } from '@/lib/validation/request-status';
import { lookUpByProof, lookUpRequest } from './lookup';
import type { RequestStatusView } from './view';

/**
 * The status form is posted (app/api/request-status), so that the phone number never reaches an
 * address: not the address bar, the browser's history, a shared link or a server's log. The
 * answer is a page of its own (303, so a reload never sends the form again), whose query says
 * what the post found with these names and never the phone.
 */
export const STATUS_QUERY = {
  reference: 'reference',
  /** Found: the request's proof (./proof.ts), which shows it again to whoever has the address. */
  proof: 'proof',
  /** The form's mistakes, one rule each (a key of the messages), e.g. phoneRequired. */
  error: 'error',
  /** Nothing found for that reference and phone. */
  result: 'result',
} as const;
const NOT_FOUND = 'not-found';

type Rule = keyof typeof requestStatusPage.messages;
type Field = 'reference' | 'phone';
const RULES = Object.keys(requestStatusPage.messages) as Rule[];
/** What a field's message is when its rule is not in the table (a phone number past its length). */
const OTHER_MISTAKE: Record<Field, Rule> = {
  reference: 'referenceInvalid',
  phone: 'phoneInvalid',
};
const fieldOf = (rule: Rule): Field => (rule.startsWith('phone') ? 'phone' : 'reference');

export type StatusAnswer =
  | { kind: 'blank' }
  | { kind: 'invalid'; errors: Partial<Record<Field, Rule>> }
  | { kind: 'not-found' }
  | { kind: 'found'; view: RequestStatusView };

/** The answer page's address in the page's language, for what the form sent. */
export async function statusAnswerPath(
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
    query.set(STATUS_QUERY.reference, referenceTyped.trim().slice(0, 40));
    const errors = new Map<Field, Rule>();
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field !== 'reference' && field !== 'phone') || errors.has(field)) continue;
      const rule = RULES.find((key) => requestStatusPage.messages[key] === issue.message);
      errors.set(field, rule && fieldOf(rule) === field ? rule : OTHER_MISTAKE[field]);
    }
    for (const rule of errors.values()) query.append(STATUS_QUERY.error, rule);
  } else {
    const found = await lookUpRequest(parsed.data.reference, parsed.data.phone);
    query.set(STATUS_QUERY.reference, found?.view.reference ?? parsed.data.reference);
    if (found) query.set(STATUS_QUERY.proof, found.proof);
    else query.set(STATUS_QUERY.result, NOT_FOUND);
  }
  return `${localePath(locale, requestStatusPath)}?${query}#${REQUEST_STATUS_ANSWER_ID}`;
}

/** What the status page shows for its query: nothing yet, the form's mistakes, or the answer. */
export async function statusAnswerFor(query: Query): Promise<StatusAnswer> {
  const reference = firstOf(query[STATUS_QUERY.reference]);
  const proof = firstOf(query[STATUS_QUERY.proof]);
  if (reference && proof) {
    const view = await lookUpByProof(reference, proof);
    return view ? { kind: 'found', view } : { kind: 'not-found' };
  }
  const errors: Partial<Record<Field, Rule>> = {};
  for (const rule of [query[STATUS_QUERY.error] ?? []].flat())
    if ((RULES as string[]).includes(rule)) errors[fieldOf(rule as Rule)] ??= rule as Rule;
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (firstOf(query[STATUS_QUERY.result]) === NOT_FOUND) return { kind: 'not-found' };
  return { kind: 'blank' };
}
