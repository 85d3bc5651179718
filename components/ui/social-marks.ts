import { siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from 'simple-icons';

// LinkedIn's mark is not in simple-icons (its owner asked for it to be removed), so the
// strip shows a plain "in" monogram drawn as shapes (text inside the icon would become part of
// the link's name).
const LINKEDIN_MONOGRAM =
  'M5 9.2h3v9.6H5zM6.5 4.9a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10.5 9.2h2.9v1.3c.5-.9 1.6-1.5 2.9-1.5 2.3 0 3.3 1.4 3.3 3.9v5.9h-3v-5.3c0-1.2-.4-1.9-1.4-1.9-1.1 0-1.7.8-1.7 1.9v5.3h-3z';

/** The filled marks of the social networks the site links to, as 24 × 24 paths. */
export const socialMarks = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  x: siX.path,
  whatsapp: siWhatsapp.path,
  linkedin: LINKEDIN_MONOGRAM,
} as const;

export type SocialNetwork = keyof typeof socialMarks;
