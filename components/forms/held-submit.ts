/**
 * A submit made before a form's island has hydrated must not fall through to the browser: the
 * form would go as a plain request, taking the visitor's name and phone into the address bar and
 * storing nothing. The page's inline script (hold-early-submit.ts) runs as the page is parsed,
 * before any of the site's JavaScript, and holds such a submit on the island's element until the
 * island replays it.
 */

/** Set on an island's element once its form is hydrated: submits from then on are React's. */
export const FORM_READY = '__formIslandReady';
/** Set on an island's element when its form's code could not be loaded: it says so instead. */
export const FORM_UNAVAILABLE = '__formIslandUnavailable';
/** Set on an island's element when a submit was held for it. */
export const SUBMIT_HELD = '__formIslandSubmitHeld';
/** Dispatched on the island's element when a submit is held, so that it loads its form. */
export const SUBMIT_HELD_EVENT = 'formislandsubmitheld';
/** Marks the form's notice (HeldSubmitNotice) that a submit is still waiting. */
export const HELD_NOTICE = 'data-held-notice';

export interface IslandElement extends HTMLElement {
  [FORM_READY]?: boolean;
  [FORM_UNAVAILABLE]?: boolean;
  [SUBMIT_HELD]?: boolean;
}
