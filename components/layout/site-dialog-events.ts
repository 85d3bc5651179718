import type { SiteDialogKind } from '@/content/dialogs';

export const OPEN_SITE_DIALOG_EVENT = 'site:open-dialog';

export interface SiteDialogRequest {
  kind: SiteDialogKind;
  /** The booking form's message, already written (a health package's name, say). */
  message?: string;
}

/** Asks the page's dialog host to open a dialog; any trigger anywhere on the page may call it. */
export function openSiteDialog(kind: SiteDialogKind, message?: string) {
  window.dispatchEvent(
    new CustomEvent<SiteDialogRequest>(OPEN_SITE_DIALOG_EVENT, { detail: { kind, message } }),
  );
}
