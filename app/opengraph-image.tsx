import { OG_CONTENT_TYPE, OG_SIZE, brandCardImage } from '@/lib/seo/og-card';
import { site } from '@/content/site';

export const alt = `${site.brand}: multi-speciality hospitals in Punjab and Kashmir`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

/** The link preview of every page without one of its own. */
export default function OpenGraphImage() {
  return brandCardImage();
}
