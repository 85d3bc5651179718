import type { ImgHTMLAttributes } from 'react';
import { imageAttributes } from '@/lib/image-attributes';
import { canOptimiseImage } from '@/lib/images';

type OptimisedImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> & {
  src: string;
  width: number;
  height: number;
  alt: string;
};

/**
 * A picture through the site's image optimiser, as next/image draws it (srcset, sizes, lazy unless
 * told otherwise) but as a plain <img>: no client component, in server and client components
 * alike. An image the optimiser cannot serve (an SVG, another site's host) is shown as it is.
 */
export function OptimisedImage({
  src,
  width,
  height,
  sizes,
  alt,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: OptimisedImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's markup, without its script
    <img
      alt={alt}
      loading={loading}
      decoding={decoding}
      {...rest}
      {...imageAttributes({ src, width, height, sizes, unoptimized: !canOptimiseImage(src) })}
    />
  );
}
