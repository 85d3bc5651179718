import { RequestStatusLayout } from '@/components/request-status/request-status-layout';
import { StatusForm } from '@/components/request-status/status-form';
import { StatusNotice } from '@/components/request-status/status-notice';
import { requestStatusPage as words } from '@/content/request-status-page';
import { requestStatusPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: words.tooManyTries.heading,
  description: words.description,
  path: requestStatusPath,
  noindex: true,
});

/**
 * What proxy.ts answers (429, with Retry-After) to a look at /request-status past its hourly
 * limits. Nothing was looked up: the form stays, for later.
 */
export default function RequestStatusLimitedPage() {
  return (
    <RequestStatusLayout>
      <StatusForm />
      <StatusNotice heading={words.tooManyTries.heading} lead={words.tooManyTries.lead} />
    </RequestStatusLayout>
  );
}
