import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { NotFoundView } from './not-found-view';

function MissingRecord(): never {
  notFound();
}

/**
 * What a page renders in place of its content when its record does not exist: a 404 whose HTML
 * holds the site's header, footer and the not-found view.
 *
 * Calling notFound() in the page itself is not enough for a slug the build did not render: Next 16
 * renders that page when it is first asked for, and answers a notFound() thrown outside any
 * Suspense boundary with an empty error document (`<html id="__next_error__">`, nothing but
 * scripts), because React cannot catch the error on the server. Thrown inside this boundary, React
 * finishes the page around it with the fallback in its place, and Next still answers 404 (it
 * reads the status from the error). In the browser the route's not-found file then renders over
 * the fallback: the same view. A page that is found renders no boundary at all.
 *
 * For routes rendered ahead or cached (generateStaticParams, ISR) only: in a route rendered on every
 * request the HTML around the boundary would already have gone out with a 200.
 */
export function PageNotFound({ headingLevel, locale }: { headingLevel?: 1 | 2; locale?: Locale }) {
  return (
    <Suspense fallback={<NotFoundView headingLevel={headingLevel} locale={locale} />}>
      <MissingRecord />
    </Suspense>
  );
}
