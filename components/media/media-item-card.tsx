import { OptimisedImage } from '@/components/ui/optimised-image';
import { firstScreenImage } from '@/components/ui/first-screen-image';
import { Icon } from '@/components/ui/icon';
import { mediaItemCopy, type MediaItemKind } from '@/content/news-events-page';
import { dateBadgeParts, displayDate } from '@/lib/dates';
import type { MediaItem } from '@/lib/hospital-api/types';
import { MediaItemOpener } from './media-item-opener';
import styles from './media-item-card.module.scss';

interface MediaItemCardProps {
  item: MediaItem;
  kind: MediaItemKind;
  headingLevel?: 2 | 3;
  /** The first card of a list that opens a page: its photo is fetched at once. */
  firstScreen?: boolean;
}

/**
 * A news item or an event: its first photo with a date badge, its name and where it happened.
 * The whole card is one button that opens a slider over all of its photos.
 */
export function MediaItemCard({
  item,
  kind,
  headingLevel = 3,
  firstScreen = false,
}: MediaItemCardProps) {
  const Heading = `h${headingLevel}` as const;
  const [first] = item.images;
  const count = item.images.length;
  const badge = item.date ? dateBadgeParts(item.date) : null;
  return (
    <article className={styles.card}>
      <MediaItemOpener
        item={item}
        kind={kind}
        dateText={item.date ? displayDate(item.date) : null}
        label={mediaItemCopy.openLabel(count, item.name)}
        className={styles.open}
      >
        <span className={styles.frame}>
          {first ? (
            <OptimisedImage
              src={first}
              alt=""
              width={640}
              height={480}
              sizes="(min-width: 1024px) 370px, (min-width: 640px) 45vw, 92vw"
              className={styles.image}
              {...(firstScreen ? firstScreenImage : {})}
            />
          ) : (
            <span className={styles.placeholder}>
              <Icon name="images" size={40} />
            </span>
          )}
          <span className={styles.zoom} aria-hidden="true">
            <Icon name="zoom-in" size={24} />
          </span>
        </span>
      </MediaItemOpener>
      {badge && item.date ? (
        <time className={styles.badge} dateTime={item.date}>
          <span className={styles.day}>{badge.day}</span>{' '}
          <span className={styles.month}>{badge.month}</span>{' '}
          <span className={styles.year}>{badge.year}</span>
        </time>
      ) : null}
      {count > 1 ? (
        <span className={styles.count} aria-hidden="true">
          <Icon name="images" size={16} />
          {count}
        </span>
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.name}>{item.name}</Heading>
        {item.location ? (
          <p className={styles.location}>
            <Icon name="map-pin" size={18} className={styles.pin} />
            <span>{item.location}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
