import type { SocialNetwork } from './social-marks';
import { ICON_SPRITE } from './icon';

/** A social network's mark, decorative: the link around it carries the name. */
export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className="icon-solid" aria-hidden>
      <use href={`${ICON_SPRITE}#social-${network}`} />
    </svg>
  );
}
