'use client';

import { ErrorView, type ErrorViewProps } from '@/components/content/error-view';
import { status } from '@/content/i18n/pa/status';

export default function ErrorPage(props: ErrorViewProps) {
  return <ErrorView {...props} words={status.error} />;
}
