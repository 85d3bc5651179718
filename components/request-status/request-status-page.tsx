import { REQUEST_STATUS_PREFILL_PARAM, requestStatusPath } from '@/content/routes';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { lookUpRequest } from '@/lib/request-status/lookup';
import { firstOf, type Query } from '@/lib/query';
import { formPageMetadata, pageMetadata } from '@/lib/seo/metadata';
import { requestStatusQuerySchema } from '@/lib/validation/request-status';
import { RequestStatusLayout } from './request-status-layout';
import { StatusAnswer } from './status-answer';
import { StatusForm, type StatusFormErrors } from './status-form';
import { StatusNotice } from './status-notice';

type SearchParams = Promise<Query>;
type Words = ReturnType<typeof catalogue>['requestStatus'];

export function requestStatusPageMetadata(locale: Locale, searchParams: SearchParams) {
  const words = catalogue(locale).requestStatus;
  return formPageMetadata(
    { title: words.metaTitle, description: words.description, path: requestStatusPath, locale },
    searchParams,
  );
}

/** The schema's message (the English words, keyed by rule) in the page's language. */
function messageIn(words: Words, message: string): string {
  const english = catalogue('en').requestStatus.messages;
  const rule = (Object.keys(english) as Array<keyof typeof english>).find(
    (key) => english[key] === message,
  );
  return rule ? words.messages[rule] : message;
}

/** What the page answers for this query: nothing yet, the form's errors, or the lookup's result. */
async function answerFor(query: Query, words: Words) {
  const reference = firstOf(query.reference);
  const phone = firstOf(query.phone);
  if (reference === undefined && phone === undefined) return { kind: 'blank' as const };
  const parsed = requestStatusQuerySchema.safeParse({ reference, phone });
  if (!parsed.success) {
    const errors: StatusFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'reference' || field === 'phone') && !errors[field])
        errors[field] = messageIn(words, issue.message);
    }
    return { kind: 'invalid' as const, errors };
  }
  const view = await lookUpRequest(parsed.data.reference, parsed.data.phone);
  return view ? { kind: 'found' as const, view } : { kind: 'not-found' as const };
}

/**
 * "Where is my request?" in each language. A GET form, so it works without JavaScript. Rendered
 * for each request (it reads the query), so Next marks the answer private and never cached;
 * proxy.ts counts each look against the hourly limits first and answers 429 past them.
 */
export async function RequestStatusPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const words = catalogue(locale).requestStatus;
  const query = await searchParams;
  const answer = await answerFor(query, words);
  return (
    <RequestStatusLayout locale={locale}>
      <StatusForm
        locale={locale}
        reference={firstOf(query.reference) ?? firstOf(query[REQUEST_STATUS_PREFILL_PARAM]) ?? ''}
        errors={answer.kind === 'invalid' ? answer.errors : undefined}
      />
      {answer.kind === 'found' ? <StatusAnswer view={answer.view} locale={locale} /> : null}
      {answer.kind === 'not-found' ? (
        <StatusNotice heading={words.notFound.heading} lead={words.notFound.lead} />
      ) : null}
    </RequestStatusLayout>
  );
}

export function requestStatusLimitedMetadata(locale: Locale) {
  const words = catalogue(locale).requestStatus;
  return pageMetadata({
    title: words.tooManyTries.heading,
    description: words.description,
    path: requestStatusPath,
    locale,
    noindex: true,
  });
}

/**
 * What proxy.ts answers (429, with Retry-After) to a look at /request-status past its hourly
 * limits. Nothing was looked up: the form stays, for later.
 */
export function RequestStatusLimitedPage({ locale }: { locale: Locale }) {
  const words = catalogue(locale).requestStatus;
  return (
    <RequestStatusLayout locale={locale}>
      <StatusForm locale={locale} />
      <StatusNotice heading={words.tooManyTries.heading} lead={words.tooManyTries.lead} />
    </RequestStatusLayout>
  );
}
