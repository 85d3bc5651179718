import type { SiteDialogKind } from '@/content/dialogs';

const OPEN_SITE_DIALOG_EVENT = 'site:open-dialog';

export interface SiteDialogRequest {
  kind: SiteDialogKind;
  /** The booking form's message, already written (a health package's name, say). */
  message?: string;
}

let hostListening = false;
/** A request made before the dialog host was listening: a click while the page was still loading. */
let pending: SiteDialogRequest | undefined;

/** Asks the page's dialog host to open a dialog; any trigger anywhere on the page may call it. */
export function openSiteDialog(kind: SiteDialogKind, message?: string) {
  const request: SiteDialogRequest = { kind, message };
  if (!hostListening) {
    pending = request;
    return;
  }
  window.dispatchEvent(
    new CustomEvent<SiteDialogRequest>(OPEN_SITE_DIALOG_EVENT, { detail: request }),
  );
}

/**
 * The dialog host listens for requests, starting with one made before it could: a trigger in the
 * header can hydrate before the host at the end of the page, and its click must not be lost.
 * Returns the function that stops listening.
 */
export function listenForSiteDialogs(onOpen: (request: SiteDialogRequest) => void): () => void {
  const listener = (event: Event) => onOpen((event as CustomEvent<SiteDialogRequest>).detail);
  window.addEventListener(OPEN_SITE_DIALOG_EVENT, listener);
  hostListening = true;
  if (pending) {
    const request = pending;
    pending = undefined;
    onOpen(request);
  }
  return () => {
    window.removeEventListener(OPEN_SITE_DIALOG_EVENT, listener);
    hostListening = false;
  };
}
