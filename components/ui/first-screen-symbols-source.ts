import { FIRST_SCREEN_ICONS, FIRST_SCREEN_MARKS, IN_PAGE_ICON_PREFIX } from './first-screen-icons';
import { iconSet } from './icon-set';
import { socialMarks } from './social-marks';
import { inlineIconSymbols } from '@/lib/icon-sprite';

/** The first screen's icons as <symbol>s for inside the page (components/ui/first-screen-icons.ts). */
export function firstScreenSymbols(): string {
  return inlineIconSymbols(
    Object.fromEntries(FIRST_SCREEN_ICONS.map((name) => [name, iconSet[name]])),
    Object.fromEntries(FIRST_SCREEN_MARKS.map((network) => [network, socialMarks[network]])),
    IN_PAGE_ICON_PREFIX,
  );
}

/**
 * components/ui/first-screen-symbols.ts, written by scripts/make-icon-sprite.ts: the symbols as a
 * string constant, so the header's code carries them without the whole icon set.
 */
export function firstScreenSymbolsModule(): string {
  return [
    '// Written by scripts/make-icon-sprite.ts from the icon set; lib/icon-sprite-file.test.ts checks it.',
    `export const FIRST_SCREEN_SYMBOLS =\n  ${JSON.stringify(firstScreenSymbols())};`,
    '',
  ].join('\n');
}
