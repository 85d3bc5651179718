import { siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from 'simple-icons';
import type { SocialLink } from '@/lib/site';

type Network = SocialLink['network'] | 'whatsapp';

// LinkedIn's mark is not in simple-icons (its owner asked for it to be removed), so the
// strip shows a plain "in" monogram in its place.
const PATHS: Record<Exclude<Network, 'linkedin'>, string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  x: siX.path,
  whatsapp: siWhatsapp.path,
};

/** A social network's mark, decorative: the link around it carries the name. */
export function SocialIcon({ network, size = 20 }: { network: Network; size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false">
      {network === 'linkedin' ? (
        <text x="12" y="17.5" textAnchor="middle" fontSize="16" fontWeight="700" fontFamily="Arial, sans-serif">
          in
        </text>
      ) : (
        <path d={PATHS[network]} />
      )}
    </svg>
  );
}
