'use client';

import { useEffect } from 'react';
import { StatusPage } from '@/components/content/status-page';
import buttonStyles from '@/components/ui/button-link.module.scss';
import type { Messages } from '@/content/i18n/types';
import { site } from '@/content/site';

export interface ErrorViewProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * What a page says when it failed to render, in its language (each error file passes its
 * language's words, the only ones it ships): try again, or call.
 */
export function ErrorView({
  error,
  reset,
  words,
}: ErrorViewProps & { words: Messages['status']['error'] }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const helpline = site.helplines[0];
  return (
    <StatusPage label={words.label} heading={words.heading} lead={words.lead}>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.primary}`}
        onClick={reset}
      >
        {words.retryLabel}
      </button>
      <a
        className={`${buttonStyles.button} ${buttonStyles.secondary}`}
        href={`tel:${helpline.tel}`}
      >
        {words.callLabel}: {helpline.display}
      </a>
    </StatusPage>
  );
}
