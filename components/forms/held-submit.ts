/**
 * A submit made before a form's island has hydrated must not fall through to the browser: the
 * form would go as a plain request, taking the visitor's name and phone into the address bar and
 * storing nothing. The script below runs as the page is parsed, before any of the site's
 * JavaScript, and holds such a submit on the island's element until the island replays it.
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
/** How long a held submit waits before its notice is shown. */
const HELD_NOTICE_AFTER_MS = 8000;

export interface IslandElement extends HTMLElement {
  [FORM_READY]?: boolean;
  [FORM_UNAVAILABLE]?: boolean;
  [SUBMIT_HELD]?: boolean;
}

/** The inline script, in the document before any form. */
export const HOLD_EARLY_SUBMITS = `addEventListener('submit',function(e){var t=e.target,i=t instanceof Element&&t.closest('[data-form-island]');if(!i||i.${FORM_READY})return;e.preventDefault();if(!i.${SUBMIT_HELD})setTimeout(function(){var n=!i.${FORM_READY}&&!i.${FORM_UNAVAILABLE}&&i.querySelector('[${HELD_NOTICE}]');if(n)n.hidden=false},${HELD_NOTICE_AFTER_MS});i.${SUBMIT_HELD}=true;i.dispatchEvent(new Event('${SUBMIT_HELD_EVENT}'))},true)`;
