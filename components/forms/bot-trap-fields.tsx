'use client';

import { useState } from 'react';
import { HONEYPOT_FIELD } from '@/lib/forms/bot-fields';
import styles from './form.module.scss';

/**
 * When the form was shown, sent with it so the server can spot instant submissions. A form that
 * came with the page's HTML counts from the page's loading, not from when its code arrived: on a
 * slow phone a patient may fill it in, and send it, before the code loads.
 */
export function useStartedAt(shownWithPage = false): number {
  const [startedAt] = useState(() =>
    Math.round(shownWithPage ? performance.timeOrigin : Date.now()),
  );
  return startedAt;
}

/** A field hidden from people (and from assistive technology) that only software fills in. */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.honeypot} aria-hidden>
      <label htmlFor={`${HONEYPOT_FIELD}-field`}>Company (leave this empty)</label>
      <input
        id={`${HONEYPOT_FIELD}-field`}
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
