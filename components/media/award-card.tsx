import { OptimisedImage } from '@/components/ui/optimised-image';
import { firstScreenImage } from '@/components/ui/first-screen-image';
import { Icon } from '@/components/ui/icon';
import { awardZoomCopy } from '@/content/gallery-page';
import type { Award } from '@/lib/hospital-api/types';
import { displayDate } from '@/lib/dates';
import { AwardZoom } from './award-zoom';
import styles from './award-card.module.scss';

/** The card's picture: a third of the content width on desktops, half on tablets, all on phones. */
const CARD_SIZES = '(min-width: 1024px) 370px, (min-width: 640px) 45vw, 90vw';
/** The picture in the zoom overlay: the media dialog is at most 1040 px wide, less its padding. */
const ZOOM_SIZES = '(min-width: 1060px) 1008px, calc(100vw - 48px)';

/** Where and when an award was given, each on its own line with an icon. */
function AwardFacts({ award, className }: { award: Award; className?: string }) {
  if (!award.date && !award.location) return null;
  return (
    <ul className={className}>
      {award.date ? (
        <li>
          <Icon name="calendar" size={16} className={styles.factIcon} />
          <span className="visually-hidden">{awardZoomCopy.dateLabel}: </span>
          <time dateTime={award.date}>{displayDate(award.date)}</time>
        </li>
      ) : null}
      {award.location ? (
        <li>
          <Icon name="map-pin" size={16} className={styles.factIcon} />
          <span className="visually-hidden">{awardZoomCopy.locationLabel}: </span>
          {award.location}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * An award: its picture, name, when and where. The picture opens larger in an overlay; an award
 * without a picture keeps a plain panel of the same size, so cards in a row stay alike. The first
 * card of a list that opens a page (`firstScreen`) fetches its picture at once.
 */
export function AwardCard({ award, firstScreen = false }: { award: Award; firstScreen?: boolean }) {
  return (
    <article className={styles.card}>
      {award.image ? (
        <AwardZoom
          name={award.name}
          openLabel={awardZoomCopy.open(award.name)}
          thumbnail={
            <OptimisedImage
              src={award.image}
              alt=""
              width={640}
              height={480}
              sizes={CARD_SIZES}
              className={styles.image}
              {...(firstScreen ? firstScreenImage : {})}
            />
          }
        >
          <div className={styles.zoom}>
            <div className={styles.zoomFrame}>
              <OptimisedImage
                src={award.image}
                alt={award.name}
                width={1008}
                height={756}
                sizes={ZOOM_SIZES}
                className={styles.zoomImage}
              />
            </div>
            <AwardFacts award={award} className={styles.zoomFacts} />
          </div>
        </AwardZoom>
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          <Icon name="badge-check" size={48} />
        </div>
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>{award.name}</h3>
        <AwardFacts award={award} className={styles.facts} />
      </div>
    </article>
  );
}
