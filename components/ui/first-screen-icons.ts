import type { IconName } from './icon-set';
import type { SocialNetwork } from './social-marks';

/**
 * The icons of every page's first screen (the header, the phone bar, the home search): drawn from
 * symbols inside the page (components/layout/first-screen-symbols.tsx) so they paint with the
 * text. On a slow phone the sprite file came about 9 s after the text.
 */
export const FIRST_SCREEN_ICONS: readonly IconName[] = [
  'phone',
  'phone-call',
  'chevron-down',
  'menu',
  'calendar-plus',
  'search',
];
export const FIRST_SCREEN_MARKS: readonly SocialNetwork[] = ['whatsapp'];

/** The id prefix of the symbols inside the page. */
export const IN_PAGE_ICON_PREFIX = 'icon-';
