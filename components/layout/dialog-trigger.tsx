'use client';

import type { MouseEvent, ReactNode } from 'react';
import type { SiteDialogKind } from '@/content/dialogs';
import { focusInPageBooking } from '@/lib/booking/in-page';
import { openSiteDialog } from './site-dialog-events';

interface DialogTriggerProps {
  kind: SiteDialogKind;
  /** Where the link goes before the page's script has loaded, or when opened in a new tab. */
  fallbackHref: string;
  className?: string;
  /** The booking form's message, already written; the fallback link should carry it too. */
  message?: string;
  children: ReactNode;
}

/**
 * A link that opens one of the site's dialogs in place, and still works as a plain link. A booking
 * link on a page that holds its own booking form goes to that form instead.
 */
export function DialogTrigger({
  kind,
  fallbackHref,
  className,
  message,
  children,
}: DialogTriggerProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    // On a page with its own booking form (a doctor's profile), Book goes to that form.
    if (kind === 'booking' && !message && focusInPageBooking()) return;
    openSiteDialog(kind, message);
  }

  return (
    <a href={fallbackHref} className={className} onClick={onClick} aria-haspopup="dialog">
      {children}
    </a>
  );
}
