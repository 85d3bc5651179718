import type { IconName } from './icon-set';

/** The sprite of every icon (app/icons.svg/route.ts): fetched once, cached by the browser. */
export const ICON_SPRITE = '/icons.svg';

interface IconProps {
  /** A line icon of the site's set (components/ui/icon-set.ts). */
  name: IconName;
  size?: number;
  className?: string;
  /** Names the icon for assistive technology; without it the icon is decorative. */
  label?: string;
}

/**
 * A line icon referenced from the sprite, so a page carries a short <use> instead of the paths.
 * The stroke and fill live here, on the outer <svg>, so CSS can still colour or fill an icon.
 */
export function Icon({ name, size = 20, className, label }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
