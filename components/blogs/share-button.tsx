'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './share-button.module.scss';

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * Shares the page: the device's share sheet where the browser has the Web Share API, otherwise
 * the link is copied and a polite live region says so.
 */
export function ShareButton({
  url,
  title,
  label,
  copiedMessage,
  failedMessage,
}: {
  url: string;
  title: string;
  label: string;
  copiedMessage: string;
  failedMessage: string;
}) {
  const [outcome, setOutcome] = useState<Outcome>('idle');

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing more to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <div className={styles.share}>
      <button type="button" className={styles.button} onClick={share}>
        <Icon name="share" size={18} />
        {label}
      </button>
      <p className={styles.status} role="status" aria-live="polite">
        {outcome === 'copied' ? (
          <>
            <Icon name="circle-check" size={18} />
            {copiedMessage}
          </>
        ) : outcome === 'failed' ? (
          failedMessage
        ) : null}
      </p>
    </div>
  );
}
