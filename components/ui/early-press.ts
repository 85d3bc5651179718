import { useCallback, type RefObject } from 'react';

/**
 * A press on a button before its island has hydrated would be lost: React is not listening yet,
 * and a visitor on a slow phone who taps an FAQ question, a footer group or a tab sees nothing
 * happen. The page's inline script (hold-early-press.ts) keeps such a press on the button, and
 * the button replays it once its island is live.
 */

/** Set on a button once its island has hydrated: presses from then on are React's. */
export const PRESS_READY = '__pressReady';
/** The press kept on a button that had not hydrated. */
export const EARLY_PRESS = '__earlyPress';

export interface PressElement extends HTMLElement {
  [PRESS_READY]?: boolean;
  [EARLY_PRESS]?: Event;
}

/**
 * A button's ref: marks it live and replays a press kept for it. A press still being dispatched
 * is not replayed: React hydrated the island to deliver that very press, and delivers it itself.
 */
export function replayEarlyPress(button: PressElement | null): void {
  if (!button) return;
  button[PRESS_READY] = true;
  const held = button[EARLY_PRESS];
  if (!held) return;
  delete button[EARLY_PRESS];
  if (held.eventPhase !== Event.NONE) return;
  setTimeout(() => {
    if (button.isConnected) button.click();
  });
}

/** A ref that also keeps the button in `ref`, for a component that needs the element too. */
export function useEarlyPressRef<T extends HTMLElement>(ref: RefObject<T | null>) {
  return useCallback(
    (button: T | null) => {
      ref.current = button;
      replayEarlyPress(button);
    },
    [ref],
  );
}
