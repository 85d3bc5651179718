import { HOLD_EARLY_SUBMITS } from '@/components/forms/hold-early-submit';
import { HOLD_EARLY_PRESSES } from '@/components/ui/hold-early-press';

/**
 * Keeps what a visitor does before the page's code has run: a form's submit (hold-early-submit.ts)
 * and a press on a button (hold-early-press.ts), each replayed by its island once live. A frame
 * with no form island (the emergency page's) leaves the submit listener out.
 */
export function EarlyInputScript({ holdSubmits = true }: { holdSubmits?: boolean }) {
  const listeners = holdSubmits ? [HOLD_EARLY_SUBMITS, HOLD_EARLY_PRESSES] : [HOLD_EARLY_PRESSES];
  return <script dangerouslySetInnerHTML={{ __html: listeners.join(';') }} />;
}
