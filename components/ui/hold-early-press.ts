import type { PressElement } from './early-press';

/**
 * The listener of the page's inline script: a press on a button that has not hydrated is kept on
 * the button, for the button to replay (early-press.ts). The page carries its source text, so it
 * names nothing outside itself: the names are written out, and the type checker holds them to
 * early-press.ts. It listens on the window in the capture phase, before React (on the document)
 * sees the press.
 */
function holdEarlyPress(event: Event): void {
  const target = event.target;
  const button = target instanceof Element && (target.closest('button') as PressElement | null);
  if (button && !button.__pressReady) button.__earlyPress = event;
}

/** The inline script's statement, run as the page is parsed. */
export const HOLD_EARLY_PRESSES = `addEventListener('click',${holdEarlyPress.toString()},true)`;
