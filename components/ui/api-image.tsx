import Image, { type ImageProps } from 'next/image';
import { canOptimiseImage } from '@/lib/images';

type ApiImageProps = Omit<ImageProps, 'src' | 'unoptimized'> & { src: string };

/**
 * An image from the hospital API or the embedded catalogue. Hosts the optimiser knows are
 * resized and re-encoded; an image from any other host is shown as it is rather than broken.
 */
export function ApiImage({ src, alt, ...props }: ApiImageProps) {
  return <Image src={src} alt={alt} unoptimized={!canOptimiseImage(src)} {...props} />;
}
