import {
  FIRST_SCREEN_ICONS,
  FIRST_SCREEN_MARKS,
  IN_PAGE_ICON_PREFIX,
} from '@/components/ui/first-screen-icons';
import { iconSet } from '@/components/ui/icon-set';
import { socialMarks } from '@/components/ui/social-marks';
import { inlineIconSymbols } from '@/lib/icon-sprite';

const symbols = inlineIconSymbols(
  Object.fromEntries(FIRST_SCREEN_ICONS.map((name) => [name, iconSet[name]])),
  Object.fromEntries(FIRST_SCREEN_MARKS.map((network) => [network, socialMarks[network]])),
  IN_PAGE_ICON_PREFIX,
);

/** The first screen's icons as symbols inside the page (components/ui/first-screen-icons.ts). */
export function FirstScreenSymbols() {
  return (
    <svg
      width="0"
      height="0"
      aria-hidden
      focusable="false"
      style={{ position: 'absolute', overflow: 'hidden' }}
      dangerouslySetInnerHTML={{ __html: symbols }}
    />
  );
}
