import { HOLD_EARLY_SUBMITS } from '@/components/forms/hold-early-submit';
import { HOLD_EARLY_PRESSES } from '@/components/ui/hold-early-press';

/**
 * Keeps what a visitor does before the page's code has run: a form's submit (hold-early-submit.ts)
 * and a press on a button (hold-early-press.ts), each replayed by its island once live.
 */
export function EarlyInputScript() {
  return (
    <script dangerouslySetInnerHTML={{ __html: `${HOLD_EARLY_SUBMITS};${HOLD_EARLY_PRESSES}` }} />
  );
}
