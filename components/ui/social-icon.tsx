import { siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from 'simple-icons';
import type { SocialLink } from '@/lib/site';

type Network = SocialLink['network'] | 'whatsapp';

// LinkedIn's mark is not in simple-icons (its owner asked for it to be removed), so the
// strip shows a plain "in" monogram drawn as shapes (text inside the icon would become part of
// the link's name).
const LINKEDIN_MONOGRAM =
  'M5 9.2h3v9.6H5zM6.5 4.9a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10.5 9.2h2.9v1.3c.5-.9 1.6-1.5 2.9-1.5 2.3 0 3.3 1.4 3.3 3.9v5.9h-3v-5.3c0-1.2-.4-1.9-1.4-1.9-1.1 0-1.7.8-1.7 1.9v5.3h-3z';
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
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden
      focusable="false"
    >
      <path d={network === 'linkedin' ? LINKEDIN_MONOGRAM : PATHS[network]} />
    </svg>
  );
}
