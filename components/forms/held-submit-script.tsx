import { HOLD_EARLY_SUBMITS } from './held-submit';

/** Holds a form submitted before the page's code has run (see held-submit.ts). */
export function HeldSubmitScript() {
  return <script dangerouslySetInnerHTML={{ __html: HOLD_EARLY_SUBMITS }} />;
}
