import { RequestStatusLayout } from '@/components/request-status/request-status-layout';
import { StatusAnswer } from '@/components/request-status/status-answer';
import { StatusForm, type StatusFormErrors } from '@/components/request-status/status-form';
import { StatusNotice } from '@/components/request-status/status-notice';
import { requestStatusPage as words } from '@/content/request-status-page';
import { REQUEST_STATUS_PREFILL_PARAM, requestStatusPath } from '@/content/routes';
import { lookUpRequest } from '@/lib/request-status/lookup';
import { firstOf, type Query } from '@/lib/query';
import { formPageMetadata } from '@/lib/seo/metadata';
import { requestStatusQuerySchema } from '@/lib/validation/request-status';

type SearchParams = Promise<Query>;

export function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  return formPageMetadata(
    { title: words.metaTitle, description: words.description, path: requestStatusPath },
    searchParams,
  );
}

/** What the page answers for this query: nothing yet, the form's errors, or the lookup's result. */
async function answerFor(query: Query) {
  const reference = firstOf(query.reference);
  const phone = firstOf(query.phone);
  if (reference === undefined && phone === undefined) return { kind: 'blank' as const };
  const parsed = requestStatusQuerySchema.safeParse({ reference, phone });
  if (!parsed.success) {
    const errors: StatusFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'reference' || field === 'phone') && !errors[field])
        errors[field] = issue.message;
    }
    return { kind: 'invalid' as const, errors };
  }
  const view = await lookUpRequest(parsed.data.reference, parsed.data.phone);
  return view ? { kind: 'found' as const, view } : { kind: 'not-found' as const };
}

/**
 * "Where is my request?" A GET form, so it works without JavaScript. Rendered for each request
 * (it reads the query), so Next marks the answer private and never cached; proxy.ts counts each
 * look against the hourly limits first and answers 429 past them.
 */
export default async function RequestStatusPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const answer = await answerFor(query);
  return (
    <RequestStatusLayout>
      <StatusForm
        reference={firstOf(query.reference) ?? firstOf(query[REQUEST_STATUS_PREFILL_PARAM]) ?? ''}
        errors={answer.kind === 'invalid' ? answer.errors : undefined}
      />
      {answer.kind === 'found' ? <StatusAnswer view={answer.view} /> : null}
      {answer.kind === 'not-found' ? (
        <StatusNotice heading={words.notFound.heading} lead={words.notFound.lead} />
      ) : null}
    </RequestStatusLayout>
  );
}
