import type { SocialNetwork } from './social-marks';
import { ICON_SPRITE } from './icon';

/** A social network's mark, decorative: the link around it carries the name. */
export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden
      focusable="false"
    >
      <use href={`${ICON_SPRITE}#social-${network}`} />
    </svg>
  );
}
