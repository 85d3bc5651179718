import type { SiteDialogKind } from '@/content/dialogs';

export const OPEN_SITE_DIALOG_EVENT = 'site:open-dialog';

/** Asks the page's dialog host to open a dialog; any trigger anywhere on the page may call it. */
export function openSiteDialog(kind: SiteDialogKind) {
  window.dispatchEvent(new CustomEvent<SiteDialogKind>(OPEN_SITE_DIALOG_EVENT, { detail: kind }));
}
