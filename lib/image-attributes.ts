// The <img> attributes next/image would write for a picture: its width list, srcset through the
// site's image optimiser and its sizes. Pages draw plain <img> elements with them, so that no
// page ships next/image's client component (about 6 KB of script gzip on every page, for
// attributes the server can write). A test holds the output to next/image's getImageProps.

/**
 * Next's default image widths and quality: next.config.mjs sets none of them (the test fails if
 * Next's defaults change).
 */
export const IMAGE_OPTIMISER = {
  path: '/_next/image',
  deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  imageSizes: [32, 48, 64, 96, 128, 256, 384],
  quality: 75,
} as const;

const allSizes = [...IMAGE_OPTIMISER.imageSizes, ...IMAGE_OPTIMISER.deviceSizes];

/** The widths to offer: every width at least the smallest share of a phone's width `sizes` names. */
function widthsFor(
  width: number,
  sizes: string | undefined,
): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    if (shares.length === 0) return { widths: allSizes, kind: 'w' };
    const smallest = (Math.min(...shares) / 100) * IMAGE_OPTIMISER.deviceSizes[0];
    return { widths: allSizes.filter((size) => size >= smallest), kind: 'w' };
  }
  const fitting = (wanted: number) => allSizes.find((size) => size >= wanted) ?? allSizes.at(-1)!;
  return { widths: [...new Set([fitting(width), fitting(width * 2)])], kind: 'x' };
}

const optimised = (src: string, width: number) =>
  `${IMAGE_OPTIMISER.path}?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_OPTIMISER.quality}`;

export interface ImageAttributesInput {
  src: string;
  width: number;
  height: number;
  sizes?: string;
  /** Shown as it is: an SVG, or a host the optimiser does not serve (lib/images.ts). */
  unoptimized?: boolean;
}

/** src, srcSet, sizes, width and height of an <img>, as next/image writes them. */
export function imageAttributes({ src, width, height, sizes, unoptimized }: ImageAttributesInput) {
  // As next/image: no srcset for a picture shown as it is, so no sizes either (HTML allows none).
  if (unoptimized) return { src, width, height };
  const { widths, kind } = widthsFor(width, sizes);
  return {
    src: optimised(src, widths.at(-1)!),
    srcSet: widths
      .map((size, index) => `${optimised(src, size)} ${kind === 'w' ? size : index + 1}${kind}`)
      .join(', '),
    ...(sizes ? { sizes } : {}),
    width,
    height,
  };
}
