import { FIRST_SCREEN_MARKS, IN_PAGE_ICON_PREFIX } from './first-screen-icons';
import type { SocialNetwork } from './social-marks';
import { ICON_SPRITE } from './icon';

/** A social network's mark, decorative: the link around it carries the name. */
export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className="icon-solid" aria-hidden>
      <use
        href={
          FIRST_SCREEN_MARKS.includes(network)
            ? `#${IN_PAGE_ICON_PREFIX}social-${network}`
            : `${ICON_SPRITE}#social-${network}`
        }
      />
    </svg>
  );
}
