import {
  REQUEST_STATUS_PREFILL_PARAM,
  REQUEST_STATUS_QUERY,
  requestStatusPath,
} from '@/content/routes';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { statusPageAnswer } from '@/lib/request-status/answer';
import { firstOf, type Query } from '@/lib/query';
import { formPageMetadata, pageMetadata } from '@/lib/seo/metadata';
import { RequestStatusLayout } from './request-status-layout';
import { StatusAnswer } from './status-answer';
import { StatusForm } from './status-form';
import { StatusNotice } from './status-notice';
import { StatusPageAddress } from './status-page-address';

type SearchParams = Promise<Query>;

export function requestStatusPageMetadata(locale: Locale, searchParams: SearchParams) {
  const words = catalogue(locale).requestStatus;
  return formPageMetadata(
    { title: words.metaTitle, description: words.description, path: requestStatusPath, locale },
    searchParams,
  );
}

/**
 * "Where is my request?" in each language. Its form is posted, and the answer is this page again,
 * its query saying what was found (lib/request-status/answer.ts). Rendered for each request (it
 * reads the query), so Next marks the answer private and never cached.
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
  const answer = await statusPageAnswer(query);
  const errors =
    answer.kind === 'invalid'
      ? {
          reference: answer.errors.reference && words.messages[answer.errors.reference],
          phone: answer.errors.phone && words.messages[answer.errors.phone],
        }
      : undefined;
  return (
    <RequestStatusLayout locale={locale}>
      <StatusForm
        locale={locale}
        reference={
          firstOf(query[REQUEST_STATUS_QUERY.reference]) ??
          firstOf(query[REQUEST_STATUS_PREFILL_PARAM]) ??
          ''
        }
        errors={errors}
      />
      {answer.kind === 'found' ? <StatusAnswer view={answer.view} locale={locale} /> : null}
      {answer.kind === 'not-found' ? (
        <StatusNotice heading={words.notFound.heading} lead={words.notFound.lead} />
      ) : null}
      {answer.kind === 'unavailable' ? (
        <StatusNotice heading={words.unavailable.heading} lead={words.unavailable.lead} />
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
 * What the status form's handler answers (429, with Retry-After) to a look past the hourly limits
 * (lib/request-status/limited-page.ts). Nothing was looked up: the form stays, for later.
 */
export function RequestStatusLimitedPage({ locale }: { locale: Locale }) {
  const words = catalogue(locale).requestStatus;
  return (
    <RequestStatusLayout locale={locale}>
      <StatusForm locale={locale} />
      <StatusNotice heading={words.tooManyTries.heading} lead={words.tooManyTries.lead} />
      <StatusPageAddress path={localePath(locale, requestStatusPath)} />
    </RequestStatusLayout>
  );
}
