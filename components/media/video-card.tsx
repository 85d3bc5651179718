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
}

/**
 * One video with its caption, on a duotone poster in the brand's colours: no image to fetch,
 * nothing to break. A link the site cannot embed (another video site, say) gets no player at all:
 * the same poster, still, and a plain link to watch it where it lives. Equal heights in a row:
 * the caption takes the room left over.
 */
export function VideoCard({ video, title, caption, tag }: VideoCardProps) {
  const poster = (
    <span className={styles.poster} aria-hidden="true">
      {tag ? <span className={styles.tag}>{tag}</span> : null}
    </span>
  );
  const host = videoHost(video.url);
  const { locale, translated, t, dataLanguage } = cardWords();
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
      <span className="visually-hidden" lang={dataLanguage}>
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
          <span lang={dataLanguage}>{caption}</span>
        ) : (
          <span className={styles.name} lang={dataLanguage}>
            {title}
          </span>
        )}
        {/* Play needs JavaScript; without it, the video site's own page is one link away. */}
        {video.embedUrl ? <noscript>{watch}</noscript> : watch}
      </figcaption>
    </figure>
  );
}
