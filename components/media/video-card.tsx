import type { Video } from '@/lib/hospital-api';
import { videoHost } from '@/lib/video';
import { VideoPlayer } from './video-player';
import styles from './video-card.module.scss';

/**
 * A duotone panel in the brand's colours: no image to fetch, nothing to break. The title is in
 * the caption below, not repeated on the panel.
 */
function VideoPoster() {
  return <span className={styles.poster} aria-hidden="true" />;
}

interface VideoCardProps {
  video: Video;
}

/**
 * One video with its name. A link the site cannot embed (another video site, say) gets no player
 * at all: the same poster, still, and a plain link to watch it where it lives. Equal heights in a
 * row: the caption takes the room left over.
 */
export function VideoCard({ video }: VideoCardProps) {
  const { url, embedUrl } = video.video;
  const poster = <VideoPoster />;
  const host = videoHost(url);
  const watch = host ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className={styles.external}>
      Watch <span className="visually-hidden">{video.name} </span>on {host}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : null;
  return (
    <figure className={styles.card}>
      {embedUrl ? (
        <VideoPlayer embedUrl={embedUrl} title={video.name} poster={poster} />
      ) : (
        <div className={styles.still}>{poster}</div>
      )}
      <figcaption className={styles.caption}>
        <span className={styles.name}>{video.name}</span>
        {/* Play needs JavaScript; without it, the video site's own page is one link away. */}
        {embedUrl ? <noscript>{watch}</noscript> : watch}
      </figcaption>
    </figure>
  );
}
