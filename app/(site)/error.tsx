'use client';

import { useEffect } from 'react';
import { StatusPage } from '@/components/content/status-page';
import { errorContent } from '@/content/status-pages';
import { site } from '@/content/site';
import buttonStyles from '@/components/ui/button-link.module.scss';

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusPage label={errorContent.label} heading={errorContent.heading} lead={errorContent.lead}>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.primary}`}
        onClick={reset}
      >
        {errorContent.retryLabel}
      </button>
      <a
        className={`${buttonStyles.button} ${buttonStyles.secondary}`}
        href={`tel:${site.helplines[0].tel}`}
      >
        {site.helplines[0].purpose}: {site.helplines[0].display}
      </a>
    </StatusPage>
  );
}
