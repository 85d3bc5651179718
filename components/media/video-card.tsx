import { videoCopy } from '@/content/media';
import { cardWords } from '@/lib/i18n/card-words';
import { catalogue } from '@/lib/i18n/catalogues';
import type { VideoLink } from '@/lib/hospital-api/types';
import { videoHost } from '@/lib/video';
import { VideoPlayer } from './video-player';
import styles from './video-card.module.scss';

interface VideoCardProps {
  video: VideoLink;
  /** Names the player and the frame; the caption when there is no other. */
  title: string;
  /** Text under the video (a patient story's description), in place of the title. */
  caption?: string;
  /** A small label on the poster, e.g. "Story 1". */
  tag?: string;
  /**
   * The title is the page's own words, in its language (a unit's video, "Patient story 1"), not
   * the hospital API's, which a translated page marks as English.
   */
  ownTitle?: boolean;
  /** The caption, likewise, is the page's own words (an explainer's line), not the API's. */
  ownCaption?: boolean;
}

/**
 * One video with its caption, on a duotone poster in the brand's colours: no image to fetch,
 * nothing to break. A link the site cannot embed (another video site, say) gets no player at all:
 * the same poster, still, and a plain link to watch it where it lives. Equal heights in a row:
 * the caption takes the room left over.
 */
export function VideoCard({
  video,
  title,
  caption,
  tag,
  ownTitle = false,
  ownCaption = false,
}: VideoCardProps) {
  const poster = (
    <span className={styles.poster} aria-hidden="true">
      {tag ? <span className={styles.tag}>{tag}</span> : null}
    </span>
  );
  const host = videoHost(video.url);
  const { locale, translated, t, dataLanguage } = cardWords();
  const titleLanguage = ownTitle ? undefined : dataLanguage;
  const words = translated
    ? {
        before: t('watchBefore'),
        after: host ? t('watchAfter', { host }) : '',
        newTab: catalogue(locale).frame.opensInNewTab,
      }
    : { ...videoCopy.watch(host ?? ''), newTab: videoCopy.newTab };
  const watch = host ? (
    <a href={video.url} target="_blank" rel="noopener noreferrer" className={styles.external}>
      {words.before}{' '}
      <span className="visually-hidden" lang={titleLanguage}>
        {title}{' '}
      </span>
      {words.after}
      <span className="visually-hidden"> {words.newTab}</span>
    </a>
  ) : null;
  return (
    <figure className={styles.card}>
      {video.embedUrl ? (
        <VideoPlayer
          embedUrl={video.embedUrl}
          title={title}
          poster={poster}
          {...(translated ? { playLabel: t('playVideo', { title }) } : {})}
        />
      ) : (
        <div className={styles.still}>{poster}</div>
      )}
      <figcaption className={styles.caption}>
        {caption ? (
          <span lang={ownCaption ? undefined : dataLanguage}>{caption}</span>
        ) : (
          <span className={styles.name} lang={titleLanguage}>
            {title}
          </span>
        )}
        {/* Play needs JavaScript; without it, the video site's own page is one link away. */}
        {video.embedUrl ? <noscript>{watch}</noscript> : watch}
      </figcaption>
    </figure>
  );
}
