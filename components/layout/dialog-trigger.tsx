'use client';

import type { MouseEvent, ReactNode } from 'react';
import type { SiteDialogKind } from '@/content/dialogs';
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

/** A link that opens one of the site's dialogs in place, and still works as a plain link. */
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
    openSiteDialog(kind, message);
  }

  return (
    <a href={fallbackHref} className={className} onClick={onClick} aria-haspopup="dialog">
      {children}
    </a>
  );
}
