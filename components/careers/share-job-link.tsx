'use client';

import type { MouseEvent, ReactNode } from 'react';

/**
 * Share: a pre-filled text message (`sms:`) that works without JavaScript; where the browser has
 * the Web Share API, the device's share sheet opens instead.
 */
export function ShareJobLink({
  href,
  share,
  label,
  className,
  children,
}: {
  /** The `sms:` link. */
  href: string;
  share: { title: string; text: string; url: string };
  label: string;
  className?: string;
  children: ReactNode;
}) {
  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (typeof navigator.share !== 'function') return;
    event.preventDefault();
    try {
      await navigator.share(share);
    } catch (error) {
      // The visitor closed the sheet: nothing more to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // The sheet could not open (not allowed here): the text message still can.
      window.location.href = href;
    }
  }
  return (
    <a href={href} className={className} aria-label={label} onClick={onClick}>
      {children}
    </a>
  );
}
