'use client';

import { Carousel } from '@/components/carousel/carousel';
import { EVENT_SLIDER, NEWS_SLIDER } from '@/components/carousel/carousel-options';
import { OptimisedImage } from '@/components/ui/optimised-image';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { mediaItemCopy, type MediaItemKind } from '@/content/news-events-page';
import type { MediaItem } from '@/lib/hospital-api/types';
import styles from './media-slider.module.scss';

export interface MediaSliderProps {
  item: MediaItem;
  kind: MediaItemKind;
  dateText: string | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Every photo of a news item or an event, one at a time, in the site's one overlay. News loops
 * and holds the page still behind it; events stop at both ends and close on the backdrop.
 */
export function MediaSlider({ item, kind, dateText, open, onClose }: MediaSliderProps) {
  const count = item.images.length;
  return (
    <Modal
      open={open}
      title={item.name}
      onClose={onClose}
      size="media"
      lockScroll={kind === 'news'}
      closeOnBackdrop={kind === 'event'}
    >
      <p className={styles.meta}>
        {dateText ? (
          <span className={styles.fact}>
            <Icon name="calendar" size={18} />
            {dateText}
          </span>
        ) : null}
        {item.location ? (
          <span className={styles.fact}>
            <Icon name="map-pin" size={18} />
            {item.location}
          </span>
        ) : null}
        {count > 0 ? (
          <span className={styles.fact}>
            <Icon name="images" size={18} />
            {mediaItemCopy.photoCount(count)}
          </span>
        ) : null}
      </p>
      {count === 1 ? (
        // One photo has nothing to slide to: it is shown as it is, full width.
        <div className={styles.slider}>
          <OptimisedImage
            src={item.images[0]!}
            alt={mediaItemCopy.photoAlt(item.name, 1, 1)}
            width={1200}
            height={900}
            sizes="(min-width: 1072px) 1000px, 100vw"
            className={styles.photo}
          />
        </div>
      ) : count > 1 ? (
        <div className={styles.slider}>
          <Carousel
            label={mediaItemCopy.sliderLabel(item.name)}
            options={kind === 'news' ? NEWS_SLIDER : EVENT_SLIDER}
            gap={16}
          >
            {item.images.map((src, index) => (
              <OptimisedImage
                key={`${index}:${src}`}
                src={src}
                alt={mediaItemCopy.photoAlt(item.name, index + 1, count)}
                width={1200}
                height={900}
                sizes="(min-width: 1072px) 1000px, 100vw"
                className={styles.photo}
              />
            ))}
          </Carousel>
        </div>
      ) : (
        <div className={styles.empty}>
          <Icon name="images" size={40} />
          <p>{mediaItemCopy.noPhotos}</p>
        </div>
      )}
    </Modal>
  );
}
