import type { HELD_NOTICE, IslandElement, SUBMIT_HELD_EVENT } from './held-submit';

/**
 * The listener of the page's inline script: a submit in an island whose form has not hydrated is
 * held on the island's element until the island replays it (held-submit.ts). The page carries its
 * source text, so it names nothing outside itself: the names are written out, and the type
 * checker holds them to held-submit.ts.
 */
function holdEarlySubmit(event: Event): void {
  /** How long a held submit waits before its notice is shown. */
  const HELD_NOTICE_AFTER_MS = 8000;
  const target = event.target;
  const island =
    target instanceof Element && (target.closest('[data-form-island]') as IslandElement | null);
  if (!island || island.__formIslandReady) return;
  event.preventDefault();
  if (!island.__formIslandSubmitHeld)
    setTimeout(function () {
      const notice =
        !island.__formIslandReady &&
        !island.__formIslandUnavailable &&
        island.querySelector<HTMLElement>('[data-held-notice]' satisfies `[${typeof HELD_NOTICE}]`);
      if (notice) notice.hidden = false;
    }, HELD_NOTICE_AFTER_MS);
  island.__formIslandSubmitHeld = true;
  island.dispatchEvent(new Event('formislandsubmitheld' satisfies typeof SUBMIT_HELD_EVENT));
}

/** The inline script, in the document before any form: it runs as the page is parsed. */
export const HOLD_EARLY_SUBMITS = `addEventListener('submit',${holdEarlySubmit.toString()},true)`;
