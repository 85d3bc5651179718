import { OptimisedImage } from '@/components/ui/optimised-image';
import type { Photo } from '@/content/academics';
import styles from './photo-slide.module.scss';

/** One picture of the photo stream. */
export function PhotoSlide({ photo }: { photo: Photo }) {
  return (
    <OptimisedImage
      src={photo.src}
      alt={photo.alt}
      width={480}
      height={300}
      sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 100vw"
      className={styles.photo}
    />
  );
}
