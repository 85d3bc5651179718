import { HOLD_EARLY_SUBMITS } from './hold-early-submit';

/** Holds a form submitted before the page's code has run (see hold-early-submit.ts). */
export function HeldSubmitScript() {
  return <script dangerouslySetInnerHTML={{ __html: HOLD_EARLY_SUBMITS }} />;
}
