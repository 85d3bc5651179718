'use client';

// A client component without state on purpose: as a server component, each card's zoom overlay
// (built before anyone asks for it) travelled in the page's RSC payload as a second copy of the
// card. Here a card there is only its few fields, and the overlay is built when it opens.
import { OptimisedImage } from '@/components/ui/optimised-image';
import { firstScreenImage } from '@/components/ui/first-screen-image';
import { Icon } from '@/components/ui/icon';
import { AwardZoom } from './award-zoom';
import styles from './award-card.module.scss';

/** The card's picture: a third of the content width on desktops, half on tablets, all on phones. */
const CARD_SIZES = '(min-width: 1024px) 370px, (min-width: 640px) 45vw, 90vw';
/** The picture in the zoom overlay: the media dialog is at most 1040 px wide, less its padding. */
const ZOOM_SIZES = '(min-width: 1060px) 1008px, calc(100vw - 48px)';

/** What one card shows: the hospital API's award, its date as the page's readers write it. */
export interface AwardCardData {
  name: string;
  image?: string;
  date?: { iso: string; shown: string };
  location?: string;
}

/** A translated page's words; an English card keeps its own. */
export interface AwardCardWords {
  /** The picture button's name, with `{name}` where the award's name goes. */
  enlarge: string;
  date: string;
  location: string;
  /** The language of the hospital API's fields (name, place). */
  dataLanguage: string;
}

const english: AwardCardWords = {
  enlarge: 'Enlarge: {name}',
  date: 'Date',
  location: 'Location',
  dataLanguage: '',
};

/** Where and when an award was given, each on its own line with an icon. */
function AwardFacts({
  card,
  words,
  className,
}: {
  card: AwardCardData;
  words: AwardCardWords;
  className?: string;
}) {
  if (!card.date && !card.location) return null;
  return (
    <ul className={className}>
      {card.date ? (
        <li>
          <Icon name="calendar" size={16} className={styles.factIcon} />
          <span className="visually-hidden">{words.date}: </span>
          <time dateTime={card.date.iso}>{card.date.shown}</time>
        </li>
      ) : null}
      {card.location ? (
        <li>
          <Icon name="map-pin" size={16} className={styles.factIcon} />
          <span className="visually-hidden">{words.location}: </span>
          {words.dataLanguage ? (
            <span lang={words.dataLanguage}>{card.location}</span>
          ) : (
            card.location
          )}
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
export function AwardCardView({
  card,
  words = english,
  firstScreen = false,
}: {
  card: AwardCardData;
  words?: AwardCardWords;
  firstScreen?: boolean;
}) {
  const lang = words.dataLanguage || undefined;
  return (
    <article className={styles.card}>
      {card.image ? (
        <AwardZoom
          name={card.name}
          openLabel={words.enlarge.replace('{name}', card.name)}
          thumbnail={
            <OptimisedImage
              src={card.image}
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
                src={card.image}
                alt={card.name}
                width={1008}
                height={756}
                sizes={ZOOM_SIZES}
                className={styles.zoomImage}
              />
            </div>
            <AwardFacts card={card} words={words} className={styles.zoomFacts} />
          </div>
        </AwardZoom>
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          <Icon name="badge-check" size={48} />
        </div>
      )}
      <div className={styles.body}>
        <h3 className={styles.name} lang={lang}>
          {card.name}
        </h3>
        <AwardFacts card={card} words={words} className={styles.facts} />
      </div>
    </article>
  );
}
